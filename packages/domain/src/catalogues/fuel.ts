// Forms spec §3: conversion processes (the ASTM D7566 annexes and co-processing) and volume units.

export const CONVERSION_PROCESSES = [
  'hefa',
  'atjIntegrated',
  'atjStandalone',
  'ft',
  'hefaCoProcessed',
  'sip',
  'ptl',
] as const;
export type ConversionProcess = (typeof CONVERSION_PROCESSES)[number];
export const CONVERSION_PROCESS_LABELS: Record<ConversionProcess, string> = {
  hefa: 'HEFA (Hydroprocessed Esters and Fatty Acids)',
  atjIntegrated: 'ATJ (Alcohol-to-Jet), integrated',
  atjStandalone: 'ATJ (Alcohol-to-Jet), standalone',
  ft: 'FT (Fischer-Tropsch)',
  hefaCoProcessed: 'HEFA co-processed',
  sip: 'SIP (Synthesized Iso-Paraffins)',
  ptl: 'PtL (Power-to-Liquid)',
};

export const VOLUME_UNITS = ['liters', 'gallons'] as const;
export type VolumeUnit = (typeof VOLUME_UNITS)[number];
export const VOLUME_UNIT_LABELS: Record<VolumeUnit, string> = { liters: 'Liters', gallons: 'Gallons' };
/** Litres in one unit: the US gallon, as fuel is traded in the US. Exact by definition (231 cubic inches). */
export const LITERS_PER_VOLUME_UNIT: Record<VolumeUnit, string> = { liters: '1', gallons: '3.785411784' };

import type ExcelJS from 'exceljs';

/**
 * exceljs, loaded on the first XLSX file a process writes: it is 10 MB of resident memory that most processes
 * (and every CSV export) never need (docs/decisions/047).
 */
export async function loadExcelJS(): Promise<typeof ExcelJS> {
  const module = await import('exceljs');
  return module.default;
}

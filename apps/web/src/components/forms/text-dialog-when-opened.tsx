import { lazy, Suspense, useState } from 'react';
import type { z } from 'zod';
import type { TextDialogProps } from './reason-dialog';

type TextSchema = z.ZodType<Record<string, unknown>, Record<string, unknown>>;

const TextDialog = lazy(() => import('./reason-dialog').then((module) => ({ default: module.TextDialog })));

/**
 * TextDialog loaded when it is first opened and kept mounted after (its closing transition plays): a page
 * that only shows the button does not load the form and react-hook-form with it (15 kB gzipped on the
 * representative's first page, /company; issue 14, decision 059).
 */
export function TextDialogWhenOpened<Schema extends TextSchema>(props: TextDialogProps<Schema>) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <TextDialog {...(props as unknown as TextDialogProps<TextSchema>)} />
    </Suspense>
  );
}

import { useState } from 'react';
import type { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { CALENDAR_WIDTH, DATE_MESSAGES, dayOf, formatDate } from '@safc/domain';

/** The registry's date values travel as 'YYYY-MM-DD' (the domain's date rules read them so). */
export const DATE_VALUE_FORMAT = 'YYYY-MM-DD';

export interface DateInputProps {
  label: string;
  /** 'YYYY-MM-DD', or '' for none. */
  value: string;
  /** Called with 'YYYY-MM-DD', '' when cleared, or the typed text when it is not a date yet. */
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  inputRef?: React.Ref<HTMLInputElement>;
  required?: boolean;
  disabled?: boolean;
  /** Platform spec §5: the date picker disallows future dates unless overridden. */
  allowFuture?: boolean;
  /** Earliest selectable day, 'YYYY-MM-DD'. */
  min?: string;
  /** Latest selectable day, 'YYYY-MM-DD' (today at most unless allowFuture). */
  max?: string;
  /** The form's message for the field; it wins over the picker's own. */
  error?: string;
  helperText?: string;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
}

const dayOrNull = (value: string): Dayjs | null => dayOf(value) ?? null;

/** What the owner receives: the day, '' for none, or 'invalid' for a half-typed one. */
const valueOf = (day: Dayjs | null): string => {
  if (!day) return '';
  return day.isValid() ? day.format(DATE_VALUE_FORMAT) : 'invalid';
};

/**
 * The picker's refusal in words. A bound set by the owner (a filter's From and To) is named by its day: it
 * read "The date cannot be in the future" for a From after the To, and "Enter a valid date" for a To
 * before the From, both untrue of the day typed.
 */
function pickerMessage(reason: string, min?: string, max?: string): string {
  if (reason === 'disableFuture') return DATE_MESSAGES.future;
  if (reason === 'maxDate' && max && dayOf(max)) return `The date must be on or before ${formatDate(max)}`;
  if (reason === 'minDate' && min && dayOf(min)) return `The date must be on or after ${formatDate(min)}`;
  return DATE_MESSAGES.invalid;
}

/**
 * The one date picker of the registry (platform spec §5, §9): MUI's picker on dayjs, its calendar 320 px
 * wide, future days disabled unless `allowFuture`. Every date field and filter uses it, so the rule and
 * the calendar are the same everywhere; a form's domain schema still judges the value it receives.
 */
export function DateInput({
  label,
  value,
  onChange,
  onBlur,
  name,
  inputRef,
  required,
  disabled,
  allowFuture = false,
  min,
  max,
  error,
  helperText,
  size,
  fullWidth = true,
}: DateInputProps) {
  const [pickerError, setPickerError] = useState<string | null>(null);
  // The picker shows what was typed, even a day the owner refuses to take (a filter drops a future day):
  // the refusal then reads beside it instead of the typing vanishing. A new value from the owner wins.
  const [shown, setShown] = useState<Dayjs | null>(() => dayOrNull(value));
  const [ownerValue, setOwnerValue] = useState(value);
  if (value !== ownerValue) {
    setOwnerValue(value);
    if (value !== valueOf(shown)) setShown(dayOrNull(value));
  }
  const message = error ?? (pickerError ? pickerMessage(pickerError, min, max) : undefined);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label={label}
        value={shown}
        format={DATE_VALUE_FORMAT}
        disableFuture={!allowFuture}
        minDate={min ? (dayOrNull(min) ?? undefined) : undefined}
        maxDate={max ? (dayOrNull(max) ?? undefined) : undefined}
        disabled={disabled}
        inputRef={inputRef}
        onError={(reason) => setPickerError(reason)}
        onChange={(day) => {
          setShown(day);
          onChange(valueOf(day));
        }}
        onClose={onBlur}
        slotProps={{
          textField: {
            name,
            required,
            size,
            fullWidth,
            onBlur,
            error: Boolean(message),
            helperText: message ?? helperText,
          },
          desktopPaper: { sx: { '& .MuiDateCalendar-root': { width: CALENDAR_WIDTH } } },
          mobilePaper: { sx: { '& .MuiDateCalendar-root': { width: CALENDAR_WIDTH } } },
        }}
        sx={{ maxWidth: fullWidth ? CALENDAR_WIDTH : undefined }}
      />
    </LocalizationProvider>
  );
}

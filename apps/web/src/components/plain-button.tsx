import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { alpha, styled, type SxProps, type Theme } from '@mui/material/styles';
import type { Link as RouterLink } from 'react-router';

// The public pages' buttons, drawn as MUI's Button draws them under the registry's theme (the same
// typography, padding per variant and size, colours, hover tints, start icon and disabled look), without
// Button, ButtonBase, their ripple and the spinner: about 8 kB gzipped of every public page's first visit
// (issue 14, decision 059). A button, or a link styled as one (`component` a or RouterLink). The keyboard
// focus is a ring in the button's colour (MUI's is a pulsing ripple). Signed-in pages keep MUI's Button.

type Variant = 'text' | 'outlined' | 'contained';
type Tone = 'primary' | 'secondary' | 'inherit';
type Size = 'small' | 'medium' | 'large';

interface Look {
  variant?: Variant;
  color?: Tone;
  size?: Size;
  fullWidth?: boolean;
}

export type PlainButtonProps = Look &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color'> & {
    component?: 'a' | typeof RouterLink;
    to?: string;
    href?: string;
    target?: string;
    rel?: string;
    startIcon?: ReactNode;
    sx?: SxProps<Theme>;
    ref?: Ref<HTMLButtonElement>;
  };

const PADDING: Record<Variant, Record<Size, string>> = {
  text: { small: '4px 5px', medium: '6px 8px', large: '8px 11px' },
  outlined: { small: '3px 9px', medium: '5px 15px', large: '7px 21px' },
  contained: { small: '4px 10px', medium: '6px 16px', large: '8px 22px' },
};
const FONT_PX: Record<Size, number | undefined> = { small: 13, medium: undefined, large: 15 };
const ICON_PX: Record<Size, number> = { small: 18, medium: 20, large: 22 };

// The look's props and MUI's own (sx, as, theme) stay off the element.
const NOT_FORWARDED = new Set<PropertyKey>([
  'variant',
  'color',
  'size',
  'fullWidth',
  'sx',
  'as',
  'theme',
  'ownerState',
]);

function colours(theme: Theme, variant: Variant, tone: Tone) {
  const hover = theme.palette.action.hoverOpacity;
  if (tone === 'inherit') {
    const tint = alpha(theme.palette.text.primary, hover);
    if (variant === 'contained')
      return {
        rest: { backgroundColor: theme.palette.grey[300] },
        hover: { backgroundColor: theme.palette.grey.A100 },
      };
    return { rest: { color: 'inherit', borderColor: 'currentColor' }, hover: { backgroundColor: tint } };
  }
  const palette = theme.palette[tone];
  if (variant === 'contained')
    return {
      rest: { color: palette.contrastText, backgroundColor: palette.main },
      hover: { backgroundColor: palette.dark },
    };
  const tint = alpha(palette.main, hover);
  if (variant === 'outlined')
    return {
      rest: { color: palette.main, borderColor: alpha(palette.main, 0.5) },
      hover: { backgroundColor: tint, borderColor: palette.main },
    };
  return { rest: { color: palette.main }, hover: { backgroundColor: tint } };
}

const Root = styled('button', { shouldForwardProp: (prop) => !NOT_FORWARDED.has(prop) })<Look>(({
  theme,
  variant = 'text',
  color = 'primary',
  size = 'medium',
  fullWidth,
}) => {
  const { rest, hover } = colours(theme, variant, color);
  return {
    ...theme.typography.button,
    ...(FONT_PX[size] ? { fontSize: theme.typography.pxToRem(FONT_PX[size]) } : null),
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    position: 'relative',
    boxSizing: 'border-box',
    minWidth: 64,
    width: fullWidth ? '100%' : undefined,
    margin: 0,
    padding: PADDING[variant][size],
    border: variant === 'outlined' ? '1px solid currentColor' : 0,
    borderRadius: theme.shape.borderRadius,
    backgroundColor: 'transparent',
    color: 'inherit',
    cursor: 'pointer',
    userSelect: 'none',
    verticalAlign: 'middle',
    textDecoration: 'none',
    WebkitTapHighlightColor: 'transparent',
    appearance: 'none',
    transition: theme.transitions.create(['background-color', 'box-shadow', 'border-color', 'color'], {
      duration: theme.transitions.duration.short,
    }),
    ...rest,
    '@media (hover: hover)': { '&:hover': hover },
    '&:focus-visible': {
      outline: `2px solid ${variant === 'contained' && color !== 'inherit' ? theme.palette[color].main : 'currentColor'}`,
      outlineOffset: 2,
    },
    '&:disabled, &[aria-disabled="true"]': {
      color: theme.palette.action.disabled,
      cursor: 'default',
      pointerEvents: 'none',
      ...(variant === 'outlined' ? { borderColor: theme.palette.action.disabledBackground } : null),
      ...(variant === 'contained' ? { backgroundColor: theme.palette.action.disabledBackground } : null),
    },
    '@media print': { colorAdjust: 'exact' },
  };
});

const StartIcon = styled('span')<{ size: Size }>(({ size }) => ({
  display: 'inherit',
  alignItems: 'center',
  marginRight: 8,
  marginLeft: size === 'small' ? -2 : -4,
  '&::before': { content: '"\\200b"', width: 0, overflow: 'hidden' },
  '& > *:nth-of-type(1)': { fontSize: ICON_PX[size] },
}));

/** A button (or a link drawn as one) that looks like MUI's Button. */
export function PlainButton({
  component,
  startIcon,
  children,
  size = 'medium',
  type,
  ...props
}: PlainButtonProps) {
  const element = component ?? 'button';
  return (
    <Root as={element} size={size} type={element === 'button' ? (type ?? 'button') : undefined} {...props}>
      {startIcon && <StartIcon size={size}>{startIcon}</StartIcon>}
      {children}
    </Root>
  );
}

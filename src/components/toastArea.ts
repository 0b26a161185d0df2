/**
 * Where toasts show (bottom right, above the phone's bottom bar) and how much room one takes there.
 * Dialogs keep that band free (src/app/theme.ts), so a toast raised from a dialog, such as a form's
 * validation error, never covers the dialog or its buttons.
 */
export const toastArea = {
  /** px from the bottom of the viewport: above the bottom call-to-action bar on phones. */
  bottom: { xs: 88, sm: 24 },
  /** px of a toast with a title and a two- or three-line description, plus a gap. */
  height: { xs: 128, sm: 112 },
} as const;

/** The band at the bottom of the viewport a toast may cover, per breakpoint. */
export const toastBand = {
  xs: toastArea.bottom.xs + toastArea.height.xs,
  sm: toastArea.bottom.sm + toastArea.height.sm,
} as const;

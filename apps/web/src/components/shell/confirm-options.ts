/** A two-button dialog's texts (components/shell/confirm). */
export interface ConfirmOptions {
  content: string;
  confirmText: string;
  cancelText: string;
  /** The confirm button in the danger colour (e.g. "cancel order"). */
  danger?: boolean;
}

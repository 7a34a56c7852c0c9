import type { ReactNode } from 'react';

/** One tab of a review dialog: its id (for opening the dialog on it), its tab label, and its content. */
export interface ReviewPanel<T> {
  id: string;
  label: string;
  render: (record: T) => ReactNode;
}

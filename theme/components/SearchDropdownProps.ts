/**
 * What the search box gives its results panel. Its own module: the box loads the panel lazily and
 * the panel reads these types, so neither imports the other.
 */
import type { KeyboardEvent } from 'react';

/** Returns true when the panel handled the key. */
export type KeyHandler = (event: KeyboardEvent<HTMLInputElement>) => boolean;

export interface DropdownProps {
  query: string;
  /** The panel shows (the box has focus and a query). */
  open: boolean;
  /** Id of the listbox, which the box's combobox controls. */
  listId: string;
  /** The panel's handler of the box's arrow and Enter keys. */
  keys: { current: KeyHandler | null };
  /** Id of the option arrow keys made active (the box's aria-activedescendant), or none. */
  onActiveOption: (id: string | undefined) => void;
  /** A result was opened: the box lets go of the focus. */
  onDone: () => void;
  /** The focus left the box and its panel (the panel takes the focus when the reader tabs into it to scroll). */
  onClose: () => void;
}

import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { CloseIcon } from './icons';
import './dialog.css';

export type DialogVariant = 'dialog' | 'drawer-start' | 'drawer-end' | 'sheet';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Every dialog is labelled by a visible (or visually hidden) title. */
  title: ReactNode;
  hideTitle?: boolean;
  description?: ReactNode;
  variant?: DialogVariant;
  /** 'alertdialog' for blocking notices the visitor cannot dismiss. */
  role?: 'dialog' | 'alertdialog';
  /** Blocking notices have no close button and ignore Escape and outside clicks. */
  dismissible?: boolean;
  className?: string;
  /** Where the focus goes on open; by default the first focusable element. */
  onOpenAutoFocus?: (event: Event) => void;
  children?: ReactNode;
}

/**
 * A modal dialog or side drawer on Radix Dialog: focus trapped inside, Escape and the close button dismiss it,
 * focus returns to the opener, and it is labelled by its title.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  hideTitle = false,
  description,
  variant = 'dialog',
  role = 'dialog',
  dismissible = true,
  className,
  onOpenAutoFocus,
  children,
}: DialogProps) {
  const block = (event: Event) => {
    if (!dismissible) event.preventDefault();
  };
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="ui-dialog__overlay" />
        <RadixDialog.Content
          className={['ui-dialog', `ui-dialog--${variant}`, className].filter(Boolean).join(' ')}
          role={role}
          onOpenAutoFocus={onOpenAutoFocus}
          onEscapeKeyDown={block}
          onPointerDownOutside={block}
          onInteractOutside={block}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className={hideTitle ? 'ui-dialog__head ui-dialog__head--bare' : 'ui-dialog__head'}>
            <RadixDialog.Title className={hideTitle ? 'visually-hidden' : 'ui-dialog__title'}>
              {title}
            </RadixDialog.Title>
            {dismissible ? (
              <RadixDialog.Close className="ui-dialog__close" aria-label="Close">
                <CloseIcon />
              </RadixDialog.Close>
            ) : null}
          </div>
          {description ? (
            <RadixDialog.Description className="ui-dialog__description">
              {description}
            </RadixDialog.Description>
          ) : null}
          <div className="ui-dialog__body">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Closes the surrounding dialog when activated (e.g. a link inside a drawer). */
export const DialogClose = RadixDialog.Close;

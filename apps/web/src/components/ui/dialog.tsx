import {
  cloneElement,
  createContext,
  isValidElement,
  useContext,
  useId,
  useLayoutEffect,
  useRef,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type RefObject,
} from 'react';
import { useHydrated } from '../../lib/hydrated';
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
  /**
   * Called once the dialog is open, with an event whose `currentTarget` is the dialog; by default the browser
   * has focused the first focusable element. Call `preventDefault()` after moving the focus yourself.
   */
  onOpenAutoFocus?: (event: Event) => void;
  /**
   * What stays in view below the content (the add or checkout button): outside the part that scrolls, so a
   * control focused and scrolled into view is never behind it.
   */
  footer?: ReactNode;
  children?: ReactNode;
}

const CloseContext = createContext<(() => void) | null>(null);

const OPEN_FOCUS_EVENT = 'dialogopenfocus';

/** Whether the dialog is in the top layer (a browser without `:modal` knows no other way to show it). */
function isModal(dialog: HTMLDialogElement): boolean {
  try {
    return dialog.matches(':modal');
  } catch {
    return true;
  }
}

/** What the native dialog's handlers read: the latest props, as they are attached once. */
interface DialogState {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  dismissible: boolean;
  onOpenAutoFocus: ((event: Event) => void) | undefined;
}

/**
 * Keeps the `<dialog>` in step with `open` (modal through `showModal()`, or closed), and routes its own ways of
 * closing (Escape, the browser, a backdrop click) through the owner's state.
 */
function useNativeDialog(ref: RefObject<HTMLDialogElement | null>, props: DialogState, hydrated: boolean) {
  const { open } = props;
  // The latest props, for the native event handlers attached once.
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });

  const wasShown = useRef(false);
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (dialog.open && !isModal(dialog)) wasShown.current = true;
    if (open && !hydrated && !dialog.open) {
      // Rendered open by the server and closed by the visitor before the code ran (NativeClose).
      latest.current.onOpenChange(false);
      return;
    }
    if (open && !dialog.open) {
      // Shown already (by the server's markup): it becomes modal where it stands, without its opening motion.
      if (wasShown.current) dialog.dataset.settled = '';
      dialog.showModal();
      const focus = latest.current.onOpenAutoFocus;
      if (focus) {
        dialog.addEventListener(OPEN_FOCUS_EVENT, focus, { once: true });
        dialog.dispatchEvent(new Event(OPEN_FOCUS_EVENT, { cancelable: true }));
      }
    } else if (!open && dialog.open) dialog.close();
  }, [ref, open, hydrated]);

  // A layout effect: an owner that unmounts the dialog while it is open (`{open ? <SideCart open … /> : null}`)
  // has its cleanup run before React takes the element out of the document. Closed while still connected, the
  // browser runs its closing steps and returns the focus to the opener; removed while open, it would not, and
  // the focus would be lost to <body> (ADR 0042).
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onCancel = (event: Event) => {
      // Escape: the dialog closes only through its owner's state.
      event.preventDefault();
      if (latest.current.dismissible) latest.current.onOpenChange(false);
    };
    const onClose = () => {
      // The browser may close a dialog on its own (a second Escape): a blocking notice comes back.
      if (latest.current.open && !latest.current.dismissible) dialog.showModal();
      else if (latest.current.open) latest.current.onOpenChange(false);
    };
    const onBackdropClick = (event: globalThis.MouseEvent) => {
      // The dialog's box is its content; a click on the element itself landed on the backdrop. (Its keyboard
      // counterpart is Escape.)
      if (event.target === dialog && latest.current.dismissible) latest.current.onOpenChange(false);
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onClose);
    dialog.addEventListener('click', onBackdropClick);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onClose);
      dialog.removeEventListener('click', onBackdropClick);
      // Its 'close' listener is gone first: an owner that unmounted it already knows it is closed.
      if (dialog.open) dialog.close();
    };
  }, [ref]);
}

/**
 * A modal dialog or side drawer on the browser's own `<dialog>` (ADR 0013): opened with `showModal()`, it sits
 * in the top layer, the rest of the page is inert (focus cannot leave it), Escape and the close button dismiss
 * it, the browser returns the focus to the opener (also when the owner unmounts it open: it is closed first,
 * ADR 0042), and it is labelled by its title. A click on the backdrop dismisses it too. Blocking notices
 * (`dismissible={false}`) ignore all three and reopen if the browser closes them anyway. Only the content
 * scrolls, between the title and the `footer`.
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
  footer,
  children,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  // A dialog the server rendered open (the welcome message, ADR 0033) arrives as `<dialog open>`: shown in the
  // page's flow, not yet modal. Once hydrated, React drops the attribute and the effect below shows it modal.
  const hydrated = useHydrated();
  const titleId = useId();
  const descriptionId = useId();
  useNativeDialog(ref, { open, onOpenChange, dismissible, onOpenAutoFocus }, hydrated);

  const close = () => onOpenChange(false);

  return (
    <dialog
      ref={ref}
      open={open && !hydrated ? true : undefined}
      className={['ui-dialog', `ui-dialog--${variant}`, className].filter(Boolean).join(' ')}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
    >
      {open ? (
        <CloseContext value={close}>
          <div className="ui-dialog__content">
            <div className={hideTitle ? 'ui-dialog__head ui-dialog__head--bare' : 'ui-dialog__head'}>
              <h2 id={titleId} className={hideTitle ? 'visually-hidden' : 'ui-dialog__title'}>
                {title}
              </h2>
              {dismissible ? (
                <NativeClose className="ui-dialog__close" label="Close" onClick={close}>
                  <CloseIcon />
                </NativeClose>
              ) : null}
            </div>
            {/* The title and the close button stay in view above the part that scrolls, and come first: the
                browser gives the first focus to the close button, not to the scrolling part. */}
            <div className="ui-dialog__scroll">
              {description ? (
                <p id={descriptionId} className="ui-dialog__description">
                  {description}
                </p>
              ) : null}
              <div className="ui-dialog__body">{children}</div>
            </div>
            {footer ? <div className="ui-dialog__footer">{footer}</div> : null}
          </div>
        </CloseContext>
      ) : null}
    </dialog>
  );
}

interface DialogCloseProps {
  className?: string;
  children: ReactNode;
  /** Close through the child element (a link inside a drawer) instead of a button. */
  asChild?: boolean;
}

/** Closes the surrounding dialog when activated (e.g. a link inside a drawer). */
export function DialogClose({ className, children, asChild = false }: DialogCloseProps) {
  const close = useContext(CloseContext);
  if (asChild && isValidElement<{ onClick?: (event: MouseEvent) => void }>(children)) {
    const child = children as ReactElement<{ onClick?: (event: MouseEvent) => void }>;
    return cloneElement(child, {
      onClick: (event: MouseEvent) => {
        child.props.onClick?.(event);
        close?.();
      },
    });
  }
  return (
    <NativeClose className={className} onClick={() => close?.()}>
      {children}
    </NativeClose>
  );
}

/**
 * A close button that works before the page's code runs: in a `<form method="dialog">`, the browser itself
 * closes a dialog the server rendered open (the welcome message), and the hydrating dialog takes that as the
 * visitor's answer. Once hydrated, the click closes through the owner's state instead.
 */
function NativeClose({
  className,
  label,
  onClick,
  children,
}: {
  className?: string;
  label?: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <form method="dialog" className="ui-dialog__form">
      <button
        type="submit"
        className={className}
        aria-label={label}
        onClick={(event) => {
          // Hydrated: the owner's state closes it, as every other way of closing does.
          event.preventDefault();
          onClick();
        }}
      >
        {children}
      </button>
    </form>
  );
}

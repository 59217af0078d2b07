import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'outline';

/** The class names of a button look, for <button>, <a> and router links alike. */
export function buttonClass(variant: ButtonVariant = 'primary', extra?: string): string {
  return ['button', `button--${variant}`, extra].filter(Boolean).join(' ');
}

import {useFormAction, useNavigation} from '@remix-run/react';
import type {ButtonHTMLAttributes} from 'react';
import {SpinnerIcon} from '~/components/icons';
import {buttonClass} from './styles';

export interface SubmitButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /**
   * Whether the form is on its way. Left out, the button is busy while its route's action runs
   * (`<Form method="post">` without an `action`); pass `fetcher.state !== 'idle'` for a fetcher form,
   * or `useIsSubmitting({action, method})` for a form that posts elsewhere.
   */
  busy?: boolean;
}

/**
 * The form's submit button. While the form is on its way it is disabled (no double orders), says so
 * with `aria-busy` and shows a spinner over its label, so its size and accessible name stay put.
 */
export function SubmitButton({busy, disabled, className = '', children, ...buttonProps}: SubmitButtonProps) {
  const submitting = useIsSubmitting();
  const isBusy = busy ?? submitting;
  return (
    <button
      type="submit"
      disabled={disabled || isBusy}
      aria-busy={isBusy || undefined}
      {...buttonProps}
      className={`${buttonClass} ${className}`}
    >
      <span className={`inline-flex items-center gap-2 ${isBusy ? 'opacity-0' : ''}`}>{children}</span>
      {isBusy ? (
        <span className="absolute inset-0 flex items-center justify-center">
          <SpinnerIcon />
        </span>
      ) : null}
    </button>
  );
}

/** Whether a navigation is submitting to `action` (this route's action by default) with `method`. */
export function useIsSubmitting({action, method = 'post'}: {action?: string; method?: string} = {}): boolean {
  const navigation = useNavigation();
  const routeAction = useFormAction();
  return (
    navigation.state !== 'idle' &&
    navigation.formMethod?.toLowerCase() === method.toLowerCase() &&
    navigation.formAction === (action ?? routeAction)
  );
}

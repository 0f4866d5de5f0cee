import {HONEYPOT_FIELD} from '~/lib/forms/honeypot';

/**
 * The bot trap every public form carries (`~/lib/forms/honeypot`). Clipped to nothing where it
 * stands rather than hidden with `display: none`, which bots know to skip (and not pushed off
 * screen, which would widen a phone's page); out of the tab order and the accessibility tree, so
 * only a program filling every input ever types in it.
 */
export function Honeypot() {
  return (
    <div aria-hidden="true" className="sr-only">
      <label>
        Leave this field empty
        <input type="text" name={HONEYPOT_FIELD} defaultValue="" tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  );
}

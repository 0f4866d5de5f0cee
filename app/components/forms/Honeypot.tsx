import {HONEYPOT_FIELD} from '~/lib/forms/honeypot';

/**
 * The bot trap every public form carries (`~/lib/forms/honeypot`). Moved off screen rather than
 * hidden with `display: none`, which bots know to skip; out of the tab order and the accessibility
 * tree, so only a program filling every input ever types in it.
 */
export function Honeypot() {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        Leave this field empty
        <input type="text" name={HONEYPOT_FIELD} defaultValue="" tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  );
}

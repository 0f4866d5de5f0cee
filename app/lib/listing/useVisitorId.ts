import {useEffect} from 'react';
import {newVisitorId, visitorCookie, visitorIdFrom} from './visitor';

/** Gives the browser its visitor id once; the server only ever reads it. */
export function useVisitorId() {
  useEffect(() => {
    if (visitorIdFrom(document.cookie)) return;
    document.cookie = visitorCookie(newVisitorId(), window.location.protocol === 'https:');
  }, []);
}

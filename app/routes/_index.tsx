// A root splat route does not match `/`; the home page is the CMS page for the `home` story.
export {action, default, ErrorBoundary, headers, loader, meta} from './$';

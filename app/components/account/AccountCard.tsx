import type {ReactNode} from 'react';

/** The narrow centred card of the signed-out account pages (sign in, register, reset…). */
export function AccountCard({title, intro, children}: {title: string; intro?: ReactNode; children: ReactNode}) {
  return (
    <section className="mx-auto w-full max-w-md px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-bold text-stone-900">{title}</h1>
      {intro ? <div className="mt-2 text-stone-700">{intro}</div> : null}
      <div className="mt-8 rounded-lg border border-stone-200 bg-white p-6 shadow-sm">{children}</div>
    </section>
  );
}

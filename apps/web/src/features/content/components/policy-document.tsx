import { fill } from '@arogya/contract/messages/fill';
import { MSG_PUBLIC } from '@arogya/contract/messages/public';
import type { ReactNode } from 'react';
import { Container } from '../../../components/ui/container';

export interface PolicySection {
  id: string;
  title: string;
  body: ReactNode;
}

/**
 * A long, readable legal page: title, last-updated line, summary, a table of contents (a sticky sidebar on
 * wide screens) and numbered sections with anchors.
 */
export function PolicyDocument({
  title,
  updated,
  version,
  summary,
  sections,
}: {
  title: string;
  updated: string;
  /** A numbered version line under the date (the privacy notice: consents record the version shown). */
  version?: string;
  summary: ReactNode;
  sections: readonly PolicySection[];
}) {
  return (
    <Container className="py-12 sm:py-16">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
          {title}
        </h1>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          {fill(MSG_PUBLIC.policyUpdatedLine, { date: updated })}
          {version && <span className="block sm:ml-2 sm:inline">{version}</span>}
        </p>
        <div className="mt-6 rounded-2xl border border-teal-200 bg-teal-50 p-5 text-slate-800 dark:border-teal-900 dark:bg-teal-950/60 dark:text-slate-200 [&_a]:font-medium [&_a]:text-teal-800 [&_a]:underline [&_a]:underline-offset-2 dark:[&_a]:text-teal-300">
          {summary}
        </div>
      </header>

      <div className="mt-10 grid grid-cols-1 gap-10 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <nav aria-labelledby="toc-title" className="lg:sticky lg:top-24 lg:self-start">
          <h2
            id="toc-title"
            className="text-sm font-semibold tracking-wide text-slate-900 uppercase dark:text-white"
          >
            {MSG_PUBLIC.policyContents}
          </h2>
          <ol className="mt-3 space-y-2 border-l border-slate-200 text-sm dark:border-slate-800">
            {sections.map((section, index) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="-ml-px block border-l-2 border-transparent py-0.5 pl-3 text-slate-700 hover:border-teal-600 hover:text-teal-800 dark:text-slate-300 dark:hover:border-teal-300 dark:hover:text-teal-200"
                >
                  {index + 1}. {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <div className="max-w-3xl space-y-12">
          {sections.map((section, index) => (
            <section key={section.id} aria-labelledby={section.id}>
              <h2
                id={section.id}
                className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white"
              >
                {index + 1}. {section.title}
              </h2>
              <div className="policy-body mt-4 space-y-4 leading-relaxed text-slate-700 dark:text-slate-300 [&_a]:font-medium [&_a]:text-teal-800 [&_a]:underline [&_a]:underline-offset-2 dark:[&_a]:text-teal-300 [&_h3]:mt-6 [&_h3]:font-semibold [&_h3]:text-slate-900 dark:[&_h3]:text-white [&_li]:pl-1 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6 [&_strong]:text-slate-900 dark:[&_strong]:text-white [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6">
                {section.body}
              </div>
            </section>
          ))}
        </div>
      </div>
    </Container>
  );
}

/** A table for retention periods and similar: a header row, then one row per item (the first cell names it). */
export function PolicyTable({
  head,
  rows,
}: {
  head: readonly string[];
  rows: readonly (readonly ReactNode[])[];
}) {
  return (
    <div className="relative overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-800">
      <table className="w-full text-left text-sm hyphens-auto">
        <thead className="bg-slate-50 text-slate-900 dark:bg-slate-900 dark:text-white">
          <tr>
            {head.map((label) => (
              <th key={label} scope="col" className="px-2.5 py-3 font-semibold sm:px-4">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {rows.map(([what, ...rest], index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static rows, never reordered.
            <tr key={index} className="align-top">
              <th scope="row" className="px-2.5 py-3 font-normal text-slate-900 sm:px-4 dark:text-slate-100">
                {what}
              </th>
              {rest.map((cell, column) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: fixed columns.
                <td key={column} className="px-2.5 py-3 sm:px-4">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

import type { ReactNode } from "react";

type PrintedHeaderProps = {
  companyName: string;
  title: string;
  /** Lines under the title. */
  children?: ReactNode;
  /** The document's facts at the right: number, dates. */
  facts: readonly { label: string; value: ReactNode }[];
};

/** The head of a printed document (purchase order, packing slip): company, title and its facts. */
export function PrintedHeader({ companyName, title, children, facts }: PrintedHeaderProps) {
  return (
    <header className="flex items-start justify-between gap-6 border-b border-gray-300 pb-4">
      <div>
        <div className="text-sm text-gray-600">{companyName}</div>
        <h2 className="text-2xl font-semibold">{title}</h2>
        {children}
      </div>
      <dl className="grid grid-cols-[auto_auto] gap-x-4 text-sm">
        {facts.map(({ label, value }) => (
          <div key={label} className="contents">
            <dt className="text-gray-600">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </header>
  );
}

/** The two parties of a printed document side by side (supplier and store, source and destination). */
export function PrintedParties({
  parties,
}: {
  parties: readonly [{ label: string; name: string }, { label: string; name: string }];
}) {
  return (
    <div className="grid grid-cols-2 gap-6 text-sm">
      {parties.map(({ label, name }) => (
        <div key={label}>
          <div className="text-xs tracking-wide text-gray-600 uppercase">{label}</div>
          <div className="text-base font-medium">{name}</div>
        </div>
      ))}
    </div>
  );
}

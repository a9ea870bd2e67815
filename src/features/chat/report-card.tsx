import { useMemo } from 'react';
import { useT } from '../../i18n/use-t';
import { readReportLinks, type ReportLinks } from '../../model/report-links';

const linkLook =
  'inline-flex min-h-9 items-center rounded-md border border-slate-300 bg-white px-2.5 py-1 text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-teal-700 pointer-coarse:min-h-11';

function Facts({ report }: { report: ReportLinks }) {
  const t = useT();
  const facts = [
    report.reportId && t('report.id', { id: report.reportId }),
    report.inspectionDate?.slice(0, 10),
  ].filter(Boolean);
  return facts.length ? <p className="text-xs text-slate-700">{facts.join(' · ')}</p> : null;
}

/**
 * A report the agent made, offered for download: what it is about, and its PDF and JSON. Only links on this
 * page's origin, the API's or the operator's list are offered; a same-origin file downloads in place, another
 * opens apart so the conversation stays.
 */
export function ReportCard({ report }: { report: ReportLinks }) {
  const t = useT();
  const title = report.companyName ? `${t('report.title')} ${report.companyName}` : t('report.title');
  return (
    <section
      aria-label={title}
      className="mt-2 flex w-full max-w-md flex-col gap-2 rounded-lg border border-emerald-300 bg-emerald-50 p-3 text-emerald-950"
    >
      <h3 className="text-sm font-semibold">{title}</h3>
      <Facts report={report} />
      <div className="flex flex-wrap gap-2">
        {report.downloads.map(({ format, url }) => {
          const here = new URL(url).origin === window.location.origin;
          return (
            <a
              key={format}
              href={url}
              download
              {...(here ? {} : { target: '_blank' })}
              rel="noopener noreferrer"
              className={linkLook}
            >
              {t(`report.download.${format}`)}
            </a>
          );
        })}
      </div>
      {report.refused.map((host) => (
        <p key={host} className="text-xs text-rose-800">
          {t('report.refused', { host })}
        </p>
      ))}
    </section>
  );
}

/** The report card for a tool result that carries download links; nothing for any other result. */
export default function ToolReport({ result }: { result: string | undefined }) {
  const report = useMemo(() => readReportLinks(result, window.location.href), [result]);
  return report ? <ReportCard report={report} /> : null;
}

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { registerConversationTexts } from '../../i18n/conversation-texts';
import { ReportCard } from './report-card';

registerConversationTexts();

describe('ReportCard', () => {
  it('says what the report is about and offers its files as downloads, another origin’s apart', () => {
    render(
      <ReportCard
        report={{
          downloads: [
            { format: 'pdf', url: `${window.location.origin}/api/reporting/reports/s1/pdf` },
            { format: 'json', url: 'https://reports.example/reports/s1/json' },
          ],
          refused: ['evil.example'],
          reportId: 'HAP-1',
          companyName: 'Restaurant Bella Rosa',
          inspectionDate: '2026-01-12',
        }}
      />,
    );
    const card = screen.getByRole('region', { name: 'Inspectierapport Restaurant Bella Rosa' });
    expect(card).toHaveTextContent('Rapport HAP-1 · 2026-01-12');
    const pdf = screen.getByRole('link', { name: 'PDF downloaden' });
    expect(pdf).toHaveAttribute('download');
    expect(pdf).not.toHaveAttribute('target');
    const json = screen.getByRole('link', { name: 'JSON downloaden' });
    expect(json).toHaveAttribute('target', '_blank');
    expect(json).toHaveAttribute('rel', 'noopener noreferrer');
    expect(card).toHaveTextContent('Link naar onbekend adres evil.example: niet geopend.');
  });
});

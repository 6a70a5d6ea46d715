import { useMemo } from 'react';
import { Link } from 'react-router';
import type {
  AffiliatesReply,
  StaffAffiliateAccount,
} from '@/backoffice/features/affiliate/api/affiliate-api.ts';
import { affiliateTexts } from '@/backoffice/features/affiliate/texts.ts';
import { useGridState, type GridColumn } from '@/backoffice/ui/data-grid.tsx';
import { money, when } from '@/backoffice/ui/format.ts';
import { GridPageSection, listFetcher } from '@/backoffice/ui/grid-page.tsx';
import { GridFilters } from '@/backoffice/ui/queue-filters.tsx';

const t = affiliateTexts.accounts;
const percent = (n: number) => new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 2 }).format(n);
const fetchAffiliates = listFetcher<AffiliatesReply, 'affiliates'>('admin/affiliates', 'affiliates');

/** The affiliate accounts (approved applications): each opens its page with its plan and statements. */
export function AffiliateAccountsPage() {
  const state = useGridState(['q']);
  const columns = useMemo<GridColumn<StaffAffiliateAccount>[]>(
    () => [
      { id: 'id', header: 'ID', accessorKey: 'id', sortable: true, numeric: true },
      {
        id: 'name',
        header: t.name,
        sortable: true,
        rowHeader: true,
        cell: ({ row }) => <Link to={`/affiliate-accounts/${row.original.id}`}>{row.original.name}</Link>,
      },
      { id: 'email', header: t.email, accessorKey: 'email', sortable: true },
      { id: 'btag', header: t.btag, cell: ({ row }) => <code className="bo-code">{row.original.btag}</code> },
      {
        id: 'plan',
        header: t.plan,
        accessorFn: (r) =>
          r.plan ? t.planShort(percent(r.plan.revenue_share_percent), money(r.plan.cpa_amount)) : t.noPlan,
      },
      { id: 'unpaid', header: t.unpaid, sortable: true, numeric: true, accessorFn: (r) => money(r.unpaid) },
      { id: 'approved_at', header: t.created, sortable: true, accessorFn: (r) => (r.approved_at ? when(r.approved_at) : '') },
    ],
    [],
  );
  return (
    <GridPageSection
      titleId="bo-affiliate-accounts-title"
      texts={t}
      id="affiliate-accounts"
      columns={columns}
      state={state}
      fetchPage={fetchAffiliates}
      toolbar={
        <GridFilters
          idPrefix="bo-affiliate-accounts"
          state={state}
          search={{ label: t.search }}
          selects={[]}
        />
      }
    />
  );
}

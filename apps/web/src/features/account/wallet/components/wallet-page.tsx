import { Link } from 'react-router';
import { formatBalance, formatBalanceWhole } from '@app/shared/money.ts';
import { useActiveBonuses } from '@/api/active-bonuses.ts';
import { TabList, TabPanel, type TabItem } from '@/components/ui/tabs.tsx';
import { WageringBar } from '@/components/wagering-bar.tsx';
import { useTabParam } from '@/hooks/use-tab-param.ts';
import { walletTexts } from '../texts.ts';
import { useWalletSession } from '../api/get-wallet-session.ts';
import { DepositForm } from './deposit-form.tsx';
import { WalletHistory } from './wallet-history.tsx';
import { WithdrawForm } from './withdraw-form.tsx';
import './wallet-bonus.css';
import '@/styles/forms.css';
import { Fact } from '@/components/ui/fact.tsx';

const WALLET_TABS = ['deposit', 'withdraw', 'history'] as const;
type WalletTab = (typeof WALLET_TABS)[number];
const TAB_ITEMS: readonly TabItem<WalletTab>[] = WALLET_TABS.map((id) => ({
  id,
  label: walletTexts.tabs[id],
}));

/** /account/wallet: balances, then deposit, withdraw and history tabs (?tab= preselects one). */
export default function WalletPage() {
  const t = walletTexts;
  const [tab, setTab] = useTabParam(WALLET_TABS, 'deposit');
  const { data: session } = useWalletSession();
  const balance = session?.balance;
  // The active bonus (one at a time), whose wagering shows beside the bonus balance.
  const { data: activeBonuses } = useActiveBonuses();
  const bonus = activeBonuses?.[0];

  // The header's balance poll and the shell's events poller invalidate the wallet's queries
  // (api/query-keys.ts), so what this page shows reloads on its own.

  const amount = (v: number | undefined) => (typeof v === 'number' ? formatBalanceWhole(v) : '—');
  return (
    <section className="page account-page" aria-labelledby="wallet-title">
      <h1 id="wallet-title" className="page__title">
        {t.title}
      </h1>
      <dl className="wallet-balances">
        <Fact term={t.balance} className="wallet-balances__item wallet-balances__item--main" valueProps={{ 'data-testid': "wallet-balance" }}>{amount(balance)}</Fact>
        <div className="wallet-balances__item">
          <dt>{t.bonusBalance}</dt>
          <dd>{amount(session?.bonus_balance)}</dd>
          {bonus && (
            <dd className="wallet-bonus" data-testid="wallet-wagering">
              <WageringBar progress={bonus.wagering.progress} label={walletTexts.bonus.wageringLabel} />
              <span>{walletTexts.bonus.wageringRemaining(formatBalance(bonus.wagering.remaining))}</span>
              <Link to="/account/bonuses" className="wallet-bonus__link">
                {walletTexts.bonus.toBonuses}
              </Link>
            </dd>
          )}
        </div>
        {(session?.withdraw_hold ?? 0) > 0 && (
          <Fact term={t.withdrawHold} className="wallet-balances__item">{amount(session?.withdraw_hold)}</Fact>
        )}
      </dl>
      <TabList idPrefix="wallet" label={t.tabsLabel} tabs={TAB_ITEMS} selected={tab} onSelect={setTab} />
      <TabPanel idPrefix="wallet" id={tab} className="card">
        {tab === 'deposit' && <DepositForm />}
        {tab === 'withdraw' && <WithdrawForm balance={balance} />}
        {tab === 'history' && <WalletHistory />}
      </TabPanel>
    </section>
  );
}

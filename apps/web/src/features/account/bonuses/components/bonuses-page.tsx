import { TabList, TabPanel, type TabItem } from '@/components/ui/tabs.tsx';
import { useTabParam } from '@/hooks/use-tab-param.ts';
import { bonusTexts } from '../texts.ts';
import { ActiveBonuses } from './active-bonuses.tsx';
import { BonusHistory } from './bonus-history.tsx';
import { CashbackPanel } from './cashback-panel.tsx';
import './bonuses.css';

const BONUS_TABS = ['active', 'cashback', 'history'] as const;
type BonusTab = (typeof BONUS_TABS)[number];
const TAB_ITEMS: readonly TabItem<BonusTab>[] = BONUS_TABS.map((id) => ({ id, label: bonusTexts.tabs[id] }));

/**
 * /account/bonuses: the active bonus with its wagering, the loss bonus (cashback) and the bonus
 * history, each a tab (?tab= preselects one). The spec's history had no visible tab button; here
 * it is the third tab, 'Bonus Geçmişi'.
 */
export default function BonusesPage() {
  const t = bonusTexts;
  const [tab, setTab] = useTabParam(BONUS_TABS, 'active');
  return (
    <section className="page account-page bonuses-page" aria-labelledby="bonuses-title">
      <h1 id="bonuses-title" className="page__title">
        {t.title}
      </h1>
      <TabList idPrefix="bonuses" label={t.tabsLabel} tabs={TAB_ITEMS} selected={tab} onSelect={setTab} />
      <TabPanel idPrefix="bonuses" id={tab} className="card">
        {tab === 'active' && <ActiveBonuses />}
        {tab === 'cashback' && <CashbackPanel onClaimed={() => setTab('active')} />}
        {tab === 'history' && <BonusHistory />}
      </TabPanel>
    </section>
  );
}

import { maskIban } from '@app/shared/iban.ts';
import { walletTexts } from '../texts.ts';
import type { SavedBankAccount } from '../api/get-bank-accounts.ts';

export type AccountChoice = 'new' | number;

interface SavedAccountPickerProps {
  accounts: readonly SavedBankAccount[];
  selected: AccountChoice;
  onSelect: (choice: AccountChoice) => void;
}

/** The saved accounts as radio cards (IBAN masked: first 6, stars, last 4) plus 'new account'. */
export function SavedAccountPicker({ accounts, selected, onSelect }: SavedAccountPickerProps) {
  const t = walletTexts;
  if (accounts.length === 0) return null;
  return (
    <fieldset className="saved-accounts">
      <legend className="field__label">{t.savedAccounts}</legend>
      <div className="saved-accounts__list">
        {accounts.map((a) => (
          <label key={a.id} className={`saved-account ${selected === a.id ? 'is-selected' : ''}`}>
            <input
              type="radio"
              name="saved-account"
              value={a.id}
              checked={selected === a.id}
              onChange={() => onSelect(a.id)}
            />
            <span className="saved-account__text">
              <span className="saved-account__bank">{a.bank_name}</span>
              <span className="saved-account__name">{a.account_name}</span>
              <span className="saved-account__iban" data-testid="masked-iban">
                {maskIban(a.iban)}
              </span>
            </span>
          </label>
        ))}
        <label className={`saved-account ${selected === 'new' ? 'is-selected' : ''}`}>
          <input
            type="radio"
            name="saved-account"
            value="new"
            checked={selected === 'new'}
            onChange={() => onSelect('new')}
          />
          <span className="saved-account__text">
            <span className="saved-account__bank">{t.newAccount}</span>
            <span className="saved-account__name">{t.newAccountHint}</span>
          </span>
        </label>
      </div>
    </fieldset>
  );
}

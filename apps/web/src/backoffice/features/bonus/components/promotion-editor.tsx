import { useEffect, useId } from 'react';
import { useForm, useWatch, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  BONUS_TYPES,
  PROMOTION_FIELDS_BY_TYPE,
  newPromotionDefaults,
  promotionForm,
  type PromotionForm,
} from '@app/shared/api/bonus.ts';
import type { Promotion } from '@app/shared/api/site.ts';
import { formatLiraText } from '@app/shared/money.ts';
import { PromotionCard } from '@/components/promotion-card.tsx';
import { PromotionDetails } from '@/components/promotion-details.tsx';
import {
  houseSlots,
  savePromotion,
  type StaffPromotion,
} from '@/backoffice/features/bonus/api/promotions-api.ts';
import { failure } from '@/backoffice/ui/format.ts';
import { bonusTexts } from '@/backoffice/features/bonus/texts.ts';
import { backofficeKeys } from '@/backoffice/ui/query-keys.ts';
import { ErrorNote } from '@/backoffice/ui/notice.tsx';
import { FormActions } from '@/backoffice/ui/form-actions.tsx';
import { fieldHelpers } from '@/backoffice/ui/form-field.tsx';

const t = bonusTexts.promotions;

/** The form's values of a stored promotion (its lira amounts as they are). */
export function formOf(p: StaffPromotion): PromotionForm {
  const { id: _id, site_id: _s, archived_at: _a, bonuses: _b, created_at: _c, updated_at: _u, ...form } = p;
  return form;
}

/** The promotion as GET promotions.php describes it to the player (modules/bonus describePromotion), from the form. */
export function previewOf(f: PromotionForm): Promotion {
  const maxAmount = f.bonus_type === 'free' && f.fixed_amount > 0 ? f.fixed_amount : f.max_bonus;
  const num = (v: number) => (Number.isFinite(v) ? v : 0);
  return {
    id: 0,
    name: f.name || t.editorNew,
    description: f.description,
    banner: f.banner,
    bonus_type: f.bonus_type,
    percent: num(f.percent),
    fixed_amount: num(f.fixed_amount),
    rollover: num(f.rollover),
    min_deposit: num(f.min_deposit),
    max_bonus: num(f.max_bonus),
    max_amount: num(maxAmount),
    min_deposit_text:
      num(f.min_deposit) > 0 ? `Minimum yatırım: ${formatLiraText(num(f.min_deposit))}` : 'Yatırım şartı yok',
    rollover_text: num(f.rollover) > 0 ? `${num(f.rollover)}x çevrim şartı` : 'Çevrim şartı yok',
    note: f.note,
    validity_days: num(f.validity_days),
    max_bet: num(f.max_bet),
    contribution_slot: num(f.contribution_slot),
    contribution_table: num(f.contribution_table),
    first_deposit_only: f.first_deposit_only,
    free_spins_count: num(f.free_spins_count),
    free_spins_stake: num(f.free_spins_stake),
    free_spins_game: null,
  };
}

function Preview({ control }: { control: Control<PromotionForm> }) {
  const values = useWatch({ control }) as PromotionForm;
  const promotion = previewOf({ ...newPromotionDefaults, ...values });
  return (
    <aside className="bo-promo-preview" aria-label={t.preview}>
      <h3>{t.previewCard}</h3>
      <div className="bo-promo-preview__card">
        <PromotionCard promotion={promotion} busy={false} onActivate={() => undefined} />
      </div>
      <h3>{t.previewModal}</h3>
      <div className="bo-promo-preview__modal modal--promo" role="group" aria-label={t.previewModal}>
        <h4 className="bo-promo-preview__title">{promotion.name}</h4>
        <PromotionDetails promotion={promotion} />
      </div>
    </aside>
  );
}

const NUMBER_FIELDS = [
  'percent',
  'fixed_amount',
  'max_bonus',
  'min_deposit',
  'rollover',
  'max_bet',
  'contribution_slot',
  'contribution_table',
  'free_spins_count',
  'free_spins_stake',
  'validity_days',
] as const;
const MONEY = new Set(['fixed_amount', 'max_bonus', 'min_deposit', 'max_bet', 'free_spins_stake']);

/** The editor of one promotion: every term of the bonus engine, the fields of its type only, and the player's view of it. */
export function PromotionEditor({
  siteId,
  promotion,
  onSaved,
  onCancel,
}: {
  siteId: number;
  promotion: StaffPromotion | null;
  onSaved: (p: StaffPromotion) => void;
  onCancel: () => void;
}) {
  const uid = useId();
  const form = useForm<PromotionForm>({
    resolver: zodResolver(promotionForm),
    defaultValues: promotion ? formOf(promotion) : newPromotionDefaults,
  });
  const { register, handleSubmit, control, formState, reset } = form;
  useEffect(() => reset(promotion ? formOf(promotion) : newPromotionDefaults), [promotion, reset]);
  const type = useWatch({ control, name: 'bonus_type' });
  const used = new Set<string>(PROMOTION_FIELDS_BY_TYPE[type ?? 'deposit']);
  const slots = useQuery({
    queryKey: backofficeKeys.houseSlots,
    queryFn: houseSlots,
    enabled: used.has('free_spins_game'),
  });
  const save = useMutation({
    mutationFn: (values: PromotionForm) => savePromotion(siteId, promotion?.id ?? null, values),
    onSuccess: (r) => onSaved(r.promotion),
  });
  const id = (name: string) => `${uid}-${name}`;
  const { err: error, described } = fieldHelpers<keyof PromotionForm>(formState.errors, id, true);

  return (
    <div className="bo-promo-editor">
      <form
        noValidate
        onSubmit={(e) => void handleSubmit((v) => save.mutate(v))(e)}
        aria-label={promotion ? t.editorEdit(promotion.name) : t.editorNew}
      >
        {save.isError && <ErrorNote>{failure(save.error)}</ErrorNote>}
        <p className="bo-field__hint">{t.approvalNote}</p>
        <div className="bo-field">
          <label htmlFor={id('name')}>{t.fields.name}</label>
          <input id={id('name')} {...register('name')} {...described('name')} />
          {error('name')}
        </div>
        <div className="bo-field">
          <label htmlFor={id('bonus_type')}>{t.fields.bonus_type}</label>
          <select id={id('bonus_type')} {...register('bonus_type')}>
            {BONUS_TYPES.map((b) => (
              <option key={b} value={b}>
                {t.types[b]}
              </option>
            ))}
          </select>
        </div>
        <div className="bo-field">
          <label htmlFor={id('description')}>{t.fields.description}</label>
          <textarea
            id={id('description')}
            rows={3}
            {...register('description')}
            {...described('description')}
          />
          {error('description')}
        </div>
        <div className="bo-field">
          <label htmlFor={id('banner')}>{t.fields.banner}</label>
          <input id={id('banner')} {...register('banner')} {...described('banner')} />
          {error('banner')}
        </div>
        <div className="bo-promo-editor__grid">
          {NUMBER_FIELDS.filter((f) => used.has(f)).map((f) => (
            <div className="bo-field" key={f}>
              <label htmlFor={id(f)}>{t.fields[f]}</label>
              <input
                id={id(f)}
                type="number"
                inputMode={MONEY.has(f) ? 'decimal' : 'numeric'}
                step={MONEY.has(f) ? '0.01' : '1'}
                {...register(f, { valueAsNumber: true })}
                {...described(f)}
              />
              {error(f)}
            </div>
          ))}
          {used.has('free_spins_game') && (
            <div className="bo-field">
              <label htmlFor={id('free_spins_game')}>{t.fields.free_spins_game}</label>
              <select
                id={id('free_spins_game')}
                {...register('free_spins_game', {
                  setValueAs: (v: string | number | null) => (v === '' || v === null ? null : Number(v)),
                })}
                {...described('free_spins_game')}
              >
                <option value="">{t.chooseGame}</option>
                {(slots.data ?? []).map((g) => (
                  <option key={g.id} value={g.id}>
                    {g.name}
                  </option>
                ))}
              </select>
              {error('free_spins_game')}
            </div>
          )}
          <div className="bo-field">
            <label htmlFor={id('sort')}>{t.fields.sort}</label>
            <input
              id={id('sort')}
              type="number"
              step="1"
              {...register('sort', { valueAsNumber: true })}
              {...described('sort')}
            />
            {error('sort')}
          </div>
        </div>
        {used.has('first_deposit_only') && (
          <div className="bo-check">
            <input id={id('first_deposit_only')} type="checkbox" {...register('first_deposit_only')} />
            <label htmlFor={id('first_deposit_only')}>{t.fields.first_deposit_only}</label>
            {error('first_deposit_only')}
          </div>
        )}
        <div className="bo-check">
          <input id={id('is_active')} type="checkbox" {...register('is_active')} />
          <label htmlFor={id('is_active')}>{t.fields.is_active}</label>
        </div>
        <div className="bo-field">
          <label htmlFor={id('note')}>{t.fields.note}</label>
          <input id={id('note')} {...register('note')} {...described('note')} />
          {error('note')}
        </div>
        <FormActions submitLabel={t.save} pending={save.isPending} onCancel={onCancel} />
      </form>
      <Preview control={control} />
    </div>
  );
}

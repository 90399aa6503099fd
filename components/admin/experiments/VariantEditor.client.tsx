'use client';

/**
 * A draft experiment's editor: its name and goal, and each variant's weight and content, edited
 * with the page builder's block forms (BlockFields.client.tsx, generated from the block library).
 * The control is the page as it is (its weight only). A variant of the whole page is a list of
 * blocks — each block's fields, up and down, remove, add; a variant of one block is that block's
 * fields. Saved with the version it opened (a save over someone else's is refused, nothing lost).
 */
import { useEffect, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/lib/infra/routing/navigation';
import { saveExperimentAction } from '@/lib/features/experiments/actions/experiment-actions';
import type { ExperimentFieldErrors } from '@/lib/features/experiments/shared/admin';
import { EXPERIMENT_GOALS, type ExperimentGoal, type ExperimentVariant } from '@/lib/features/experiments/shared/experiment';
import { BLOCK_TYPES, defaultBlock, describeBlock, MAX_BLOCKS, pageBlock, pageBlocks, type BlockErrorCode, type BlockType, type PageBlock } from '@/lib/features/pages/shared/blocks';
import { schemaErrors } from '@/lib/features/pages/shared/field-errors';
import { FieldEditor } from '../pages/BlockFields.client';
import { problemText, variantName, type ExperimentMessages } from './messages';

type Block = Record<string, unknown>;
interface Keyed {
  key: number;
  block: Block;
}
interface VariantState {
  /** React's key. */
  id: number;
  key: string;
  weight: number;
  blocks?: Keyed[];
  block?: Block;
}

export interface EditedExperiment {
  id: number;
  version: number;
  name: string;
  goal: ExperimentGoal;
  blockAnchor: string | null;
  variants: ExperimentVariant[];
}

const nextKey = (() => {
  let key = 0;
  return () => (key += 1);
})();

const copy = <T,>(value: T): T => structuredClone(value);
const keyed = (blocks: readonly PageBlock[]): Keyed[] => blocks.map((block) => ({ key: nextKey(), block: copy(block) as unknown as Block }));

/** A new block's anchor: the type's, made unique among the variant's blocks (`faq`, `faq-2`…). */
function freeAnchor(base: string, taken: Set<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

const EXTRA_KEYS = ['b', 'c', 'd'] as const;
const MAX_VARIANTS = 4;

export function VariantEditor({ experiment, language, liveBlocks }: { experiment: EditedExperiment; language: 'en' | 'es'; liveBlocks: PageBlock[] }) {
  const t = useTranslations('Admin.experiments') as unknown as ExperimentMessages;
  const pagesT = useTranslations('Admin.pages');
  const locale = useLocale() === 'es' ? 'es' : 'en';
  const wholePage = experiment.blockAnchor === null;
  const [name, setName] = useState(experiment.name);
  const [goal, setGoal] = useState<ExperimentGoal>(experiment.goal);
  const [variants, setVariants] = useState<VariantState[]>(() =>
    experiment.variants.map((variant) => ({ id: nextKey(), key: variant.key, weight: variant.weight, ...(variant.blocks ? { blocks: keyed(variant.blocks) } : {}), ...(variant.block ? { block: copy(variant.block) as unknown as Block } : {}) })),
  );
  const [version, setVersion] = useState(experiment.version);
  const [message, setMessage] = useState<{ tone: 'ok' | 'problem'; text: string } | null>(null);
  const [serverErrors, setServerErrors] = useState<ExperimentFieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [dirty, setDirty] = useState(false);
  const [newType, setNewType] = useState<BlockType>('hero');

  // Leaving with unsaved changes asks first.
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const localErrors: ExperimentFieldErrors = {};
  if (name.trim() === '') localErrors.name = 'required';
  variants.forEach((variant, index) => {
    if (!Number.isInteger(variant.weight) || variant.weight < 1 || variant.weight > 100) localErrors[`variants.${index}.weight`] = 'invalid';
    if (index === 0) return;
    Object.assign(
      localErrors,
      wholePage ? schemaErrors(pageBlocks, (variant.blocks ?? []).map((entry) => entry.block), `variants.${index}.blocks`) : schemaErrors(pageBlock, variant.block, `variants.${index}.block`),
    );
  });
  const errors = { ...serverErrors, ...localErrors };
  const blockErrors = errors as Record<string, BlockErrorCode>;

  const change = (next: VariantState[]) => {
    setVariants(next);
    setDirty(true);
    setServerErrors({});
  };
  const changeVariant = (id: number, over: Partial<VariantState>) => change(variants.map((variant) => (variant.id === id ? { ...variant, ...over } : variant)));

  const addVariant = () => {
    const key = EXTRA_KEYS.find((candidate) => !variants.some((variant) => variant.key === candidate));
    if (!key || variants.length >= MAX_VARIANTS) return;
    const tried = liveBlocks.find((block) => block.anchor === experiment.blockAnchor) ?? (variants[1]?.block as unknown as PageBlock | undefined);
    change([...variants, { id: nextKey(), key, weight: 50, ...(wholePage ? { blocks: keyed(liveBlocks) } : { block: copy(tried) as unknown as Block }) }]);
  };

  async function save() {
    setBusy(true);
    setMessage(null);
    try {
      const result = await saveExperimentAction({
        locale,
        id: experiment.id,
        version,
        name,
        goal,
        variants: variants.map((variant, index) =>
          index === 0 ? { key: variant.key, weight: variant.weight } : wholePage ? { key: variant.key, weight: variant.weight, blocks: (variant.blocks ?? []).map((entry) => entry.block) } : { key: variant.key, weight: variant.weight, block: variant.block },
        ),
      });
      if (result.ok) {
        setVersion(result.version);
        setDirty(false);
        setServerErrors({});
        setMessage({ tone: 'ok', text: t('edit.saved') });
      } else {
        setServerErrors(result.errors ?? {});
        setMessage({ tone: 'problem', text: problemText(t, locale, result.problem) });
      }
    } catch {
      setMessage({ tone: 'problem', text: t('edit.offline') });
    } finally {
      setBusy(false);
    }
  }

  const ownError = (path: string, id?: string) =>
    errors[path] ? (
      <p id={id} className="field-error mt-1 text-sm text-red-800">
        {t(`errors.${errors[path] as 'invalid'}`)}
      </p>
    ) : null;
  const typeName = (type: string) => (pagesT.has(`types.${type}` as never) ? pagesT(`types.${type}` as never) : type);
  const hasErrors = Object.keys(localErrors).length > 0;

  return (
    <div className="space-y-8">
      <section aria-labelledby="experiment-fields-title" className="space-y-4 rounded-card border border-ink-100 bg-white p-4 shadow-card sm:p-6">
        <h2 id="experiment-fields-title" className="text-lg font-semibold text-ink-950">
          {t('edit.experiment')}
        </h2>
        <div>
          <label htmlFor="experiment-name" className="field-label">
            {t('new.name')}
            <span aria-hidden="true" className="ml-0.5 text-red-800">
              *
            </span>
          </label>
          <input
            id="experiment-name"
            className="field-control"
            maxLength={120}
            value={name}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={errors.name ? 'experiment-name-error' : undefined}
            onChange={(event) => (setName(event.target.value), setDirty(true))}
          />
          {ownError('name', 'experiment-name-error')}
        </div>
        <div>
          <label htmlFor="experiment-goal" className="field-label">
            {t('new.goal')}
          </label>
          <select id="experiment-goal" className="field-control" value={goal} onChange={(event) => (setGoal(event.target.value as ExperimentGoal), setDirty(true))}>
            {EXPERIMENT_GOALS.map((option) => (
              <option key={option} value={option}>
                {t(`goals.${option}`)}
              </option>
            ))}
          </select>
          {ownError('goal')}
        </div>
        {ownError('variants')}
      </section>

      {variants.map((variant, index) => {
        const title = variantName(t, variant.key);
        const weightId = `variant-${variant.key}-weight`;
        return (
          <section key={variant.id} aria-labelledby={`variant-${variant.key}-title`} className="space-y-4 rounded-card border border-ink-100 bg-white p-4 shadow-card sm:p-6" data-variant={variant.key}>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 id={`variant-${variant.key}-title`} className="text-lg font-semibold text-ink-950">
                {title}
              </h2>
              {index > 0 && variants.length > 2 && (
                <button type="button" className="btn border border-red-700 bg-white text-red-800" disabled={busy} onClick={() => change(variants.filter((other) => other.id !== variant.id))}>
                  {t('edit.removeVariant', { variant: title })}
                </button>
              )}
            </div>
            <div>
              <label htmlFor={weightId} className="field-label">
                {t('edit.weight')}
              </label>
              <input
                id={weightId}
                type="number"
                inputMode="numeric"
                min={1}
                max={100}
                step={1}
                className="field-control max-w-32"
                value={Number.isFinite(variant.weight) ? variant.weight : ''}
                aria-invalid={errors[`variants.${index}.weight`] ? true : undefined}
                onChange={(event) => changeVariant(variant.id, { weight: event.target.value === '' ? Number.NaN : Number(event.target.value) })}
              />
              {ownError(`variants.${index}.weight`)}
            </div>
            {index === 0 ? (
              <p className="text-ink-700">{t('edit.controlNote')}</p>
            ) : wholePage ? (
              <PageVariant
                variant={variant}
                index={index}
                language={language}
                errors={blockErrors}
                disabled={busy}
                typeName={typeName}
                newType={newType}
                setNewType={setNewType}
                onChange={(blocks) => changeVariant(variant.id, { blocks })}
              />
            ) : (
              <div className="space-y-4">
                <p className="text-sm text-ink-600">{t('edit.blockNote', { anchor: experiment.blockAnchor ?? '', type: typeName(String(variant.block?.type ?? '')) })}</p>
                {describeBlock(String(variant.block?.type) as BlockType)
                  .fields.filter((field) => field.name !== 'anchor')
                  .map((field) => (
                    <FieldEditor
                      key={field.name}
                      field={field}
                      value={variant.block?.[field.name]}
                      path={`variants.${index}.block.${field.name}`}
                      context={{ errors: blockErrors, disabled: busy, language }}
                      onChange={(next) => {
                        const block = { ...variant.block };
                        if (next === undefined) delete block[field.name];
                        else block[field.name] = next;
                        changeVariant(variant.id, { block });
                      }}
                    />
                  ))}
              </div>
            )}
          </section>
        );
      })}

      <div className="flex flex-wrap items-center gap-3">
        {variants.length < MAX_VARIANTS && (
          <button type="button" className="btn btn-secondary" disabled={busy} onClick={addVariant}>
            {t('edit.addVariant')}
          </button>
        )}
      </div>

      <div className="sticky bottom-0 z-10 -mx-4 space-y-3 border-t border-ink-100 bg-ink-50/95 px-4 py-4 sm:mx-0 sm:rounded-card sm:border sm:px-6">
        {message && (
          <p role={message.tone === 'ok' ? 'status' : 'alert'} className={`rounded-lg p-3 text-sm ${message.tone === 'ok' ? 'bg-brand-50 text-brand-900' : 'bg-red-50 text-red-900'}`}>
            {message.text}
          </p>
        )}
        {hasErrors && <p className="text-sm text-red-800">{t('edit.fixFields')}</p>}
        <div className="flex flex-wrap items-center gap-4">
          <button type="button" className="btn btn-primary" disabled={busy || hasErrors} aria-busy={busy || undefined} onClick={save}>
            {busy ? t('edit.saving') : t('edit.save')}
          </button>
          <Link locale={locale} href={`/manage/experiments/${experiment.id}`} className="font-semibold text-brand-800 underline-offset-4 hover:underline">
            {t('edit.back')}
          </Link>
          {dirty && <span className="text-sm text-ink-600">{t('edit.unsaved')}</span>}
        </div>
      </div>
    </div>
  );
}

/** A whole-page variant: its blocks in order, each block's form, up and down, remove, and a new block at the end. */
function PageVariant({
  variant,
  index,
  language,
  errors,
  disabled,
  typeName,
  newType,
  setNewType,
  onChange,
}: {
  variant: VariantState;
  index: number;
  language: 'en' | 'es';
  errors: Record<string, BlockErrorCode>;
  disabled: boolean;
  typeName: (type: string) => string;
  newType: BlockType;
  setNewType: (type: BlockType) => void;
  onChange: (blocks: Keyed[]) => void;
}) {
  const t = useTranslations('Admin.experiments') as unknown as ExperimentMessages;
  const pagesT = useTranslations('Admin.pages');
  const e = useTranslations('Blocks.errors');
  const blocks = variant.blocks ?? [];
  const move = (from: number, by: number) => {
    const to = from + by;
    if (to < 0 || to >= blocks.length) return;
    const next = [...blocks];
    const [taken] = next.splice(from, 1);
    next.splice(to, 0, taken!);
    onChange(next);
  };
  const listError = errors[`variants.${index}.blocks`];
  const selectId = `variant-${variant.key}-new-block`;
  return (
    <div className="space-y-4">
      <p className="text-sm text-ink-600">{t('edit.pageNote', { count: blocks.length, max: MAX_BLOCKS })}</p>
      {listError && <p className="field-error text-sm text-red-800">{e(listError)}</p>}
      {blocks.length === 0 && <p className="text-ink-600">{pagesT('noBlocks')}</p>}
      <ol className="space-y-4">
        {blocks.map((entry, at) => {
          const type = String(entry.block.type) as BlockType;
          const heading = `${typeName(type)} · #${String(entry.block.anchor)}`;
          return (
            <li key={entry.key} className="rounded-lg border border-ink-100 p-3 sm:p-4" aria-label={`${variant.key}: ${heading}`} data-block-type={type}>
              <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
                <h3 className="font-semibold text-ink-950">
                  {at + 1}. {heading}
                </h3>
                <div className="flex flex-wrap gap-2 text-sm">
                  <button type="button" className="btn btn-secondary" disabled={disabled || at === 0} onClick={() => move(at, -1)} aria-label={pagesT('moveUp', { block: heading })}>
                    ↑
                  </button>
                  <button type="button" className="btn btn-secondary" disabled={disabled || at === blocks.length - 1} onClick={() => move(at, 1)} aria-label={pagesT('moveDown', { block: heading })}>
                    ↓
                  </button>
                  <button type="button" className="btn border border-red-700 bg-white text-red-800" disabled={disabled} onClick={() => onChange(blocks.filter((other) => other.key !== entry.key))}>
                    {pagesT('removeBlock', { block: heading })}
                  </button>
                </div>
              </div>
              <div className="space-y-4">
                {describeBlock(type).fields.map((field) => (
                  <FieldEditor
                    key={field.name}
                    field={field}
                    value={entry.block[field.name]}
                    path={`variants.${index}.blocks.${at}.${field.name}`}
                    context={{ errors, disabled, language, collapse: true }}
                    onChange={(next) => {
                      const block = { ...entry.block };
                      if (next === undefined) delete block[field.name];
                      else block[field.name] = next;
                      onChange(blocks.map((other) => (other.key === entry.key ? { ...other, block } : other)));
                    }}
                  />
                ))}
              </div>
            </li>
          );
        })}
      </ol>
      <div className="flex flex-wrap items-end gap-3 rounded-lg border border-dashed border-ink-200 p-3">
        <div>
          <label htmlFor={selectId} className="field-label">
            {pagesT('blockType')}
          </label>
          <select id={selectId} className="field-control" value={newType} onChange={(event) => setNewType(event.target.value as BlockType)}>
            {BLOCK_TYPES.map((type) => (
              <option key={type} value={type}>
                {typeName(type)}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          className="btn btn-secondary"
          disabled={disabled || blocks.length >= MAX_BLOCKS}
          onClick={() => {
            const block = defaultBlock(newType, language) as unknown as Block;
            block.anchor = freeAnchor(String(block.anchor), new Set(blocks.map((other) => String(other.block.anchor))));
            onChange([...blocks, { key: nextKey(), block }]);
          }}
        >
          {pagesT('addBlock')}
        </button>
      </div>
    </div>
  );
}

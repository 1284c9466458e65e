import { useId } from 'react';
import {
  compileRadiusRule,
  defaultCategoryKm,
  defaultImpactFactor,
  DEFAULT_IMPACT_FACTORS,
} from '../../../../contract/sites/radius-rules';
import { useCategories, useImpactRatings } from '@/lib/reference/lookups';
import { formatKm } from '../distance';
import type { DraftErrors, RadiusDraft } from './site-draft';
import { previewRule, typedNumber } from './site-draft';

const input =
  'w-20 rounded border border-line bg-surface px-1.5 py-0.5 text-right text-sm tabular-nums placeholder:text-muted focus-visible:outline-2 focus-visible:outline-accent';

/** The categories to offer: the vendor's reference list, and any name the site already holds. */
function useCategoryRows(draft: RadiusDraft) {
  const categories = useCategories();
  const listed = categories.data ?? [];
  const extra = Object.keys(draft.categories)
    .filter(
      (name) => !listed.some((category) => category.name.toLowerCase() === name.toLowerCase()),
    )
    .map((name) => ({ id: `override-${name}`, name, colour: '#6b7280' }));
  return { rows: [...listed, ...extra], status: categories.status };
}

/**
 * The site's radius rule: a distance per incident category (or one for all) and a factor per
 * impact, each empty field meaning the team's default, shown as its placeholder.
 */
export function RadiusRuleEditor({
  draft,
  errors,
  onChange,
}: {
  draft: RadiusDraft;
  errors: DraftErrors;
  onChange: (draft: RadiusDraft) => void;
}) {
  const allId = useId();
  const { rows: categories, status } = useCategoryRows(draft);
  const ratings = useImpactRatings();
  const impactRows = ratings.data?.length
    ? ratings.data.map((rating) => ({
        rating: String(rating.rating),
        label: rating.shortDescription,
      }))
    : Object.keys(DEFAULT_IMPACT_FACTORS).map((rating) => ({ rating, label: `Impact ${rating}` }));
  const allKm = typedNumber(draft.allKm);
  const overrides = Object.keys(draft.categories).length + Object.keys(draft.impacts).length;
  const reach = compileRadiusRule(previewRule(draft)).maxKm;

  return (
    <details className="rounded-md border border-line" open={overrides > 0 || draft.allKm !== ''}>
      <summary className="cursor-pointer px-3 py-2 text-sm font-medium">
        Radius rule{' '}
        <span className="font-normal text-muted">
          · {overrides > 0 || draft.allKm !== '' ? 'this site’s own' : 'team defaults'} · reaches{' '}
          {formatKm(reach)}
        </span>
      </summary>
      <div className="space-y-3 border-t border-line px-3 py-3 text-sm">
        <p className="text-muted">
          An incident concerns the site when it is within its category’s distance times its impact’s
          factor. A field left empty keeps the team’s default.
        </p>
        <div>
          <label htmlFor={allId} className="font-medium">
            One distance for every category
          </label>{' '}
          <input
            id={allId}
            inputMode="decimal"
            className={input}
            value={draft.allKm}
            placeholder="unset"
            aria-invalid={errors['radius.allKm'] ? true : undefined}
            onChange={(event) => onChange({ ...draft, allKm: event.target.value })}
          />{' '}
          km
          {errors['radius.allKm'] ? <p className="text-danger">{errors['radius.allKm']}</p> : null}
        </div>
        <table className="w-full text-left">
          <caption className="pb-1 text-left font-medium">
            Distance by category, at moderate impact
          </caption>
          <thead className="text-xs text-muted">
            <tr>
              <th className="font-normal">Category</th>
              <th className="text-right font-normal">Default</th>
              <th className="text-right font-normal">This site (km)</th>
            </tr>
          </thead>
          <tbody>
            {status === 'pending' ? (
              <tr>
                <td colSpan={3} className="py-1 text-muted">
                  Loading the incident categories…
                </td>
              </tr>
            ) : null}
            {categories.map((category) => {
              const field = `radius.categories.${category.name}`;
              const value = Object.entries(draft.categories).find(
                ([name]) => name.toLowerCase() === category.name.toLowerCase(),
              ) ?? [category.name, ''];
              return (
                <tr key={category.id}>
                  <td className="py-0.5">
                    <span
                      aria-hidden
                      className="mr-1.5 inline-block size-2.5 rounded-full"
                      style={{ backgroundColor: category.colour }}
                    />
                    {category.name}
                  </td>
                  <td className="py-0.5 pr-2 text-right text-muted tabular-nums">
                    {formatKm(
                      allKm !== undefined && Number.isFinite(allKm)
                        ? allKm
                        : defaultCategoryKm(category.name),
                    )}
                  </td>
                  <td className="py-0.5 text-right">
                    <input
                      aria-label={`Distance for ${category.name} in km`}
                      inputMode="decimal"
                      className={input}
                      value={value[1]}
                      placeholder="default"
                      aria-invalid={errors[field] ? true : undefined}
                      onChange={(event) => {
                        const next = { ...draft.categories };
                        delete next[value[0]];
                        if (event.target.value.trim() !== '')
                          next[category.name] = event.target.value;
                        onChange({ ...draft, categories: next });
                      }}
                    />
                    {errors[field] ? <p className="text-danger">{errors[field]}</p> : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        <table className="w-full text-left">
          <caption className="pb-1 text-left font-medium">Factor by impact</caption>
          <thead className="text-xs text-muted">
            <tr>
              <th className="font-normal">Impact</th>
              <th className="text-right font-normal">Default</th>
              <th className="text-right font-normal">This site</th>
            </tr>
          </thead>
          <tbody>
            {impactRows.map(({ rating, label }) => {
              const field = `radius.impacts.${rating}`;
              return (
                <tr key={rating}>
                  <td className="py-0.5">
                    {rating === '-1' ? '?' : rating} · {label}
                  </td>
                  <td className="py-0.5 pr-2 text-right text-muted tabular-nums">
                    ×{defaultImpactFactor(Number(rating))}
                  </td>
                  <td className="py-0.5 text-right">
                    <input
                      aria-label={`Factor for impact ${label}`}
                      inputMode="decimal"
                      className={input}
                      value={draft.impacts[rating] ?? ''}
                      placeholder="default"
                      aria-invalid={errors[field] ? true : undefined}
                      onChange={(event) => {
                        const next = { ...draft.impacts };
                        if (event.target.value.trim() === '') delete next[rating];
                        else next[rating] = event.target.value;
                        onChange({ ...draft, impacts: next });
                      }}
                    />
                    {errors[field] ? <p className="text-danger">{errors[field]}</p> : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </details>
  );
}

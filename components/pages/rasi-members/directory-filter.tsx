'use client';

import { useEffect } from 'react';
import {
  filtersToSearch,
  fillCount,
  fold,
  memberMatcher,
  type CountText,
  type DirectoryFilters,
} from '@/lib/directory-filter';

/**
 * What a card is searched by, read from its own markup (member-directory.tsx): the firm's name (its heading), and
 * the contact person and products (its first two details), folded as lib/directory.ts folds them.
 */
function cardFields(card: HTMLElement) {
  const details = card.querySelectorAll('dd');
  const text = [card.querySelector('h2'), details[0], details[1]].map((el) => el?.textContent ?? '').join(' ');
  return { text: fold(text), category: card.dataset.category ?? '', district: card.dataset.district ?? '' };
}

/** Shows the cards of the list `listId` that match, hides the others, and says how many are shown. */
function filterCards(listId: string, filters: DirectoryFilters): number {
  const matches = memberMatcher(filters);
  let shown = 0;
  for (const card of document.getElementById(listId)?.children ?? []) {
    const show = matches(cardFields(card as HTMLElement));
    (card as HTMLElement).hidden = !show;
    if (show) shown += 1;
  }
  return shown;
}

/** The filters as the form's fields hold them: exactly q, category and district, each text or a choice. */
const formFilters = (form: HTMLFormElement) => Object.fromEntries(new FormData(form)) as unknown as DirectoryFilters;

/**
 * The directory's behaviour, and nothing of its markup (directory-form.tsx and keep-directory.tsx render that on the
 * server): the cards follow the fields at every input, the address keeps the query, the count line says how many
 * are shown, the search button filters in place and the clear link empties the fields; once a service worker
 * controls the page, the panel `keepId` is offered. Its one client component: each costs the page a module of its own.
 */
export function DirectoryFilter({
  formId,
  listId,
  countId,
  keepId,
  total,
  count,
  initialSearch,
}: {
  formId: string;
  listId: string;
  countId: string;
  keepId: string;
  total: number;
  count: CountText;
  /** The query the server rendered the cards for. */
  initialSearch: string;
}) {
  useEffect(() => {
    const form = document.getElementById(formId) as HTMLFormElement;
    // Not `navigator.serviceWorker` tested for itself: the build drops that test, and a browser without workers
    // (Firefox's private windows) would throw here. An `in` test it keeps.
    const workers = 'serviceWorker' in navigator ? navigator.serviceWorker : null;
    const offer = () => {
      if (workers?.controller) void import('./keep-directory-action').then((m) => m.offerKeep(keepId, listId));
    };
    const apply = () => {
      const filters = formFilters(form);
      window.history.replaceState(window.history.state, '', `${window.location.pathname}${filtersToSearch(filters)}`);
      const shown = filterCards(listId, filters);
      document.getElementById(countId)!.textContent = fillCount(shown, total, count);
    };
    const submit = (event: Event) => event.preventDefault();
    const clear = (event: MouseEvent) => {
      if (!(event.target as Element).closest('[data-clear]')) return;
      event.preventDefault();
      for (const name of ['q', 'category', 'district'])
        (form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement).value = '';
      apply();
    };
    // Handler properties, not listeners: one of each whatever runs the effect again, and fewer bytes.
    form.oninput = apply;
    form.onsubmit = submit;
    form.onclick = clear;
    // A search typed or chosen before the page's script ran (it starts after the first screen is painted,
    // lib/serving/page-cache/deferred-scripts.mjs): taken up once, now.
    if (filtersToSearch(formFilters(form)) !== initialSearch) apply();
    if (workers) {
      // On a first visit the worker takes control after the page has loaded (it claims it: lib/offline/service-worker.cjs).
      workers.oncontrollerchange = offer;
      offer();
    }
    return () => {
      form.oninput = form.onsubmit = form.onclick = null;
      if (workers) workers.oncontrollerchange = null;
    };
  }, [formId, listId, countId, keepId, total, count, initialSearch]);
  return null;
}

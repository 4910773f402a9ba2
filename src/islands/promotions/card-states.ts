/**
 * Paints a signed-in player's state on each promotion card of /promotions (the chip on its banner)
 * and turns its button into the action the player can take there (Join, Opt in, Apply, Sign up,
 * Claim, Draw). The states come in one call after the page shows ($playerViews); a visitor's page
 * stays as the server sent it. No framework: the page ships only this and the chrome.
 */
import type { Mechanic } from '#lib/contracts/promotion-model.ts';
import type { PlayerView } from '#lib/contracts/promotion-shapes.ts';
import { $playerViews } from '#lib/stores/rewards.ts';

interface Labels {
  state: Record<string, string>;
  action: Record<string, string>;
}

/** The action's word for an actionable state of a mechanic. */
export function actionOf(mechanic: Mechanic, state: PlayerView['state']): string {
  if (state === 'claim') return mechanic === 'raffle' ? 'draw' : 'claim';
  if (mechanic === 'depositBonus') return 'optIn';
  if (mechanic === 'application') return 'apply';
  if (mechanic === 'race') return 'signUp';
  return 'join';
}

const TONE: Partial<Record<PlayerView['state'], string>> = { join: 'go', claim: 'go', claimed: 'good', issued: 'good' };

function paint(views: readonly PlayerView[], labels: Labels): void {
  for (const v of views) {
    const card = document.querySelector<HTMLElement>(`[data-promotion-id="${v.promotionId}"]`);
    if (!card) continue;
    const chip = card.querySelector<HTMLElement>('[data-state]');
    if (chip) {
      chip.textContent = labels.state[v.state] ?? '';
      chip.dataset['tone'] = TONE[v.state] ?? '';
      chip.hidden = false;
    }
    const button = card.querySelector<HTMLElement>('[data-action]');
    if (button && v.actionable) {
      button.dataset['details'] ??= button.textContent ?? '';
      button.textContent = labels.action[actionOf(card.dataset['mechanic'] as Mechanic, v.state)] ?? button.textContent;
      button.classList.add('btn-primary');
    } else if (button?.dataset['details']) {
      button.textContent = button.dataset['details'];
      button.classList.remove('btn-primary');
    }
  }
}

function clear(): void {
  for (const chip of document.querySelectorAll<HTMLElement>('[data-promotion-id] [data-state]')) chip.hidden = true;
  for (const button of document.querySelectorAll<HTMLElement>('[data-promotion-id] [data-action][data-details]')) {
    button.textContent = button.dataset['details'] ?? '';
    button.classList.remove('btn-primary');
  }
}

export function paintCardStates(): void {
  const source = document.getElementById('promotion-labels');
  if (!source) return;
  const labels = JSON.parse(source.textContent ?? '{}') as Labels;
  $playerViews.subscribe((v) => (v.state === 'ready' ? paint(v.data, labels) : v.state === 'idle' && clear()));
}

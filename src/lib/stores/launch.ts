import { atom } from 'nanostores';
import type { Message } from '../error-message.ts';
import type { GameCard } from '../types/games.ts';

/**
 * The launch in progress: the "Starting a game…" overlay, or why it failed. Kept apart from the
 * games store so the chrome, on every page, can watch it without loading the games calls.
 */
export type LaunchState =
  | { status: 'idle' }
  | { status: 'starting'; gameName: string }
  | { status: 'failed'; gameName: string; trial: boolean; message: Message; recommended: GameCard[] };

export const $launch = atom<LaunchState>({ status: 'idle' });

export function dismissLaunch(): void {
  $launch.set({ status: 'idle' });
}

import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import type { StaffRole } from '#lib/backoffice/roles.ts';
import { totp } from '#server/auth/totp.ts';
import { admin, islandsReady } from './helpers.ts';

export interface StaffCredentials {
  username: string;
  password: string;
  totpSecret: string;
}

/** The back office's own wording in a language (the labels a person reads), from locales/<lang>/bo-shell.json. */
export function boText(lang: 'bn' | 'en', key: string): string {
  const messages = JSON.parse(readFileSync(`locales/${lang}/bo-shell.json`, 'utf8')) as Record<string, string>;
  const text = messages[key];
  if (!text) throw new Error(`no wording for ${key} in ${lang}`);
  return text;
}

/** The back office's entry page of a language: /backoffice (Bengali) or /backoffice/en. */
export const backofficePath = (lang: 'bn' | 'en', desk = ''): string => (lang === 'bn' ? `/backoffice/${desk}` : `/backoffice/en/${desk}`).replace(/\/$/, '') || '/backoffice';

/** Steps (30 s) whose code was already given per secret: a step's code is accepted once, so wait for the next. */
const usedSteps = new Map<string, number>();

/** A fresh authenticator code, never one of a step already used by this test run for the same secret. */
export async function freshCode(secret: string): Promise<string> {
  for (;;) {
    const step = Math.floor(Date.now() / 30_000);
    if ((usedSteps.get(secret) ?? -1) < step) {
      usedSteps.set(secret, step);
      return totp(secret, Date.now());
    }
    await new Promise((r) => setTimeout(r, 30_000 - (Date.now() % 30_000) + 200));
  }
}

async function fillPassword(page: Page, creds: { username: string; password: string }, lang: 'bn' | 'en'): Promise<void> {
  await page.goto(backofficePath(lang));
  await islandsReady(page);
  await page.getByLabel(boText(lang, 'bo.login.username')).fill(creds.username);
  await page.getByLabel(boText(lang, 'bo.login.password'), { exact: true }).fill(creds.password);
  await page.getByRole('button', { name: boText(lang, 'bo.login.submit') }).click();
}

async function giveCode(page: Page, secret: string, lang: 'bn' | 'en'): Promise<void> {
  const field = page.getByLabel(boText(lang, 'bo.login.code'));
  await expect(field).toBeVisible();
  await field.fill(await freshCode(secret));
  await page.getByRole('button', { name: boText(lang, 'bo.login.verify') }).click();
}

/** Signs an enrolled staff member in (password, then a fresh authenticator code) and waits for the back office. */
export async function staffLogin(page: Page, creds: StaffCredentials, lang: 'bn' | 'en' = 'en'): Promise<void> {
  await fillPassword(page, creds, lang);
  await giveCode(page, creds.totpSecret, lang);
  await expect(page.getByRole('button', { name: boText(lang, 'bo.shell.signOut') })).toBeVisible();
}

/** A new staff member of a role made with `npm run admin -- staff:create` (not enrolled; must change the password). */
export function createStaffViaCli(role: StaffRole): { username: string; password: string } {
  const username = `${role.slice(0, 6)}${Date.now().toString(36).slice(-6)}${Math.floor(Math.random() * 1296).toString(36)}`;
  const out = admin('staff:create', username, role);
  const password = /one-time password: (\S+)/.exec(out)?.[1];
  if (!password) throw new Error(`staff:create printed no password: ${out}`);
  return { username, password };
}

/**
 * First login of a staff member: password, the enrolment screen (the key read off the screen, as
 * a person types it into an authenticator app), a code, and — when the password was set by someone
 * else — a new password. Returns the credentials to sign in with afterwards.
 */
export async function enrolAndLogin(page: Page, creds: { username: string; password: string }, lang: 'bn' | 'en' = 'en', newPassword = 'Fresh#Staff2026'): Promise<StaffCredentials> {
  await fillPassword(page, creds, lang);
  const key = page.getByTestId('totp-secret');
  await expect(key).toBeVisible();
  const totpSecret = ((await key.textContent()) ?? '').replace(/\s+/g, '');
  await giveCode(page, totpSecret, lang);
  let password = creds.password;
  const change = page.getByLabel(boText(lang, 'bo.login.newPassword'), { exact: true });
  const signOut = page.getByRole('button', { name: boText(lang, 'bo.shell.signOut') });
  await expect(change.or(signOut).first()).toBeVisible();
  if (await change.isVisible()) {
    await change.fill(newPassword);
    await page.getByLabel(boText(lang, 'bo.login.repeatPassword')).fill(newPassword);
    await page.getByRole('button', { name: boText(lang, 'bo.login.savePassword') }).click();
    password = newPassword;
  }
  await expect(signOut).toBeVisible();
  return { username: creds.username, password, totpSecret };
}

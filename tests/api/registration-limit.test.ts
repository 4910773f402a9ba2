import { expect, it } from 'vitest';
import { createRateLimits } from '#server/rate-limits.ts';
import { loadConfig } from '#server/config.ts';

it('the operator sets how many accounts one address may open per hour; the default stays ten', async () => {
  expect(loadConfig({}).registrationsPerIpHour).toBe(10);
  expect(() => loadConfig({ REGISTRATIONS_PER_IP_HOUR: '0' })).toThrow(/REGISTRATIONS_PER_IP_HOUR/);

  const strict = createRateLimits(undefined, {});
  for (let i = 0; i < 10; i++) await strict.hit('registerIp', '198.51.100.1');
  await expect(strict.hit('registerIp', '198.51.100.1')).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });

  const shared = createRateLimits(undefined, { registerIp: loadConfig({ REGISTRATIONS_PER_IP_HOUR: '25' }).registrationsPerIpHour });
  for (let i = 0; i < 25; i++) await shared.hit('registerIp', '198.51.100.2');
  await expect(shared.check('registerIp', '198.51.100.2')).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
  await strict.close();
  await shared.close();
});

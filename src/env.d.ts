/// <reference types="astro/client" />
import type { Gate } from '#server/system/index.ts';
import type { PageServices } from '#server/web/page-services.ts';

declare global {
  namespace App {
    interface Locals {
      /** Server functions for pages, bound to the running context (see src/server/web/page-services.ts). */
      services: PageServices;
      /** Maintenance / region state of this request (null for non-page requests). */
      gate: Gate | null;
    }
  }
}

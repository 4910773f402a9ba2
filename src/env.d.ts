/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** Server functions for pages, bound to the running context (see src/server/web/page-services.ts). */
    services: import('#server/web/page-services.ts').PageServices;
    /** Maintenance / region state of this request (null for non-page requests). */
    gate: import('#server/system/status.ts').Gate | null;
  }
}

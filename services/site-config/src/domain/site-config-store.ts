import { EventTypes, type SiteConfigChanged } from '@ritual/contracts/events';
import { type Database, enqueueEvent } from '@ritual/runtime';
import * as schema from '../db/schema.js';
import { DEFAULT_SITE_SETTINGS, type SiteSettings } from './site-settings.js';
import { DEFAULT_THEME_CHOICES, type ThemeChoices } from './theme-choice.js';

type Row = typeof schema.siteSettings.$inferSelect;

function toSettings(row: Row): SiteSettings {
  return {
    site_name: row.siteName,
    browser_title: row.browserTitle,
    site_description: row.siteDescription,
    contact_phone: row.contactPhone,
    contact_email: row.contactEmail,
    contact_whatsapp: row.contactWhatsapp,
    about_text: row.aboutText,
    footer_text: row.footerText,
    social_instagram: row.socialInstagram,
    social_facebook: row.socialFacebook,
    social_tiktok: row.socialTiktok,
  };
}

function toRow(settings: SiteSettings) {
  return {
    siteName: settings.site_name,
    browserTitle: settings.browser_title,
    siteDescription: settings.site_description,
    contactPhone: settings.contact_phone,
    contactEmail: settings.contact_email,
    contactWhatsapp: settings.contact_whatsapp,
    aboutText: settings.about_text,
    footerText: settings.footer_text,
    socialInstagram: settings.social_instagram,
    socialFacebook: settings.social_facebook,
    socialTiktok: settings.social_tiktok,
  };
}

/**
 * Reads return the defaults until the operator saves something. Every save enqueues site_config.changed in
 * its transaction (the gateway drops its copy of the public reads); `afterCommit` kicks the outbox relay.
 */
export class SiteConfigStore {
  constructor(
    private readonly db: Database<typeof schema>,
    private readonly afterCommit: () => void = () => {},
  ) {}

  async getSettings(): Promise<SiteSettings> {
    const [row] = await this.db.select().from(schema.siteSettings).limit(1);
    return row ? toSettings(row) : DEFAULT_SITE_SETTINGS;
  }

  async saveSettings(settings: SiteSettings): Promise<SiteSettings> {
    const values = { ...toRow(settings), updatedAt: new Date() };
    const row = await this.db.transaction(async (tx) => {
      const [saved] = await tx
        .insert(schema.siteSettings)
        .values({ id: 1, ...values })
        .onConflictDoUpdate({ target: schema.siteSettings.id, set: values })
        .returning();
      await enqueueEvent(tx, EventTypes.SiteConfigChanged, { part: 'site' } satisfies SiteConfigChanged);
      return saved!;
    });
    this.afterCommit();
    return toSettings(row);
  }

  async getThemes(): Promise<ThemeChoices> {
    const [row] = await this.db.select().from(schema.themeSettings).limit(1);
    if (!row) return DEFAULT_THEME_CHOICES;
    return {
      theme_name: row.themeName,
      admin_theme: row.adminTheme,
      dashboard_style: row.dashboardStyle,
    } as ThemeChoices;
  }

  async saveThemes(change: Partial<ThemeChoices>): Promise<ThemeChoices> {
    const next = { ...(await this.getThemes()), ...change };
    const values = {
      themeName: next.theme_name,
      adminTheme: next.admin_theme,
      dashboardStyle: next.dashboard_style,
      updatedAt: new Date(),
    };
    const part: SiteConfigChanged['part'] =
      change.theme_name !== undefined
        ? 'site_theme'
        : change.admin_theme !== undefined
          ? 'admin_theme'
          : 'dashboard_style';
    await this.db.transaction(async (tx) => {
      await tx
        .insert(schema.themeSettings)
        .values({ id: 1, ...values })
        .onConflictDoUpdate({ target: schema.themeSettings.id, set: values });
      await enqueueEvent(tx, EventTypes.SiteConfigChanged, { part } satisfies SiteConfigChanged);
    });
    this.afterCommit();
    return next;
  }
}

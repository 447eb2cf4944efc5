export type FormFieldType = 'text' | 'email' | 'tel' | 'date' | 'textarea';

export interface FormFieldDefinition {
  id?: string | number;
  name: string;
  label?: string;
  type: FormFieldType;
  required?: boolean;
  placeholder?: string;
}

export interface RitualSummary {
  id: string | number;
  name: string;
  slug: string;
  description: string;
  price: number;
  image_url?: string | null;
}

export interface Ritual extends RitualSummary {
  confirmation_message?: string | null;
  instructions?: string | null;
  featured_day?: number | null;
  form_fields: FormFieldDefinition[];
}

export interface FeaturedRitual {
  name: string;
  description: string;
  price: number;
  slug: string;
}

export type PaymentStatus = 'pending' | 'paid' | 'cancelled';

export interface Client {
  id: string | number;
  ritual_id: string | number;
  ritual_name: string;
  form_data: Record<string, string>;
  whatsapp?: string | null;
  payment_status: PaymentStatus;
  created_at: string;
}

export interface CreatedClient extends Client {
  order_token: string;
}

export interface SiteConfig {
  site_name?: string;
  browser_title?: string;
  site_description?: string;
  contact_phone?: string;
  contact_email?: string;
  contact_whatsapp?: string;
  about_text?: string;
  footer_text?: string;
  social_instagram?: string;
  social_facebook?: string;
  social_tiktok?: string;
}

/**
 * How to reach the commission. ⚠ Sample data: replace the phone number and e-mail address with the
 * commission's real ones before going live.
 */
export const contact = {
  /** Shown as written; dialled through `telephoneHref`. */
  telephone: '+237 6 77 12 34 56',
  telephoneHref: 'tel:+237677123456',
  whatsappHref: 'https://wa.me/237677123456',
  email: 'commission.etudes@example.org',
  ville: 'Yaoundé, Cameroun',
} as const;

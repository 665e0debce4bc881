import { COMMISSION_IMAGE_SIZE, type Commission } from '@/content/commissions';

/** A commission's illustration: decorative (its title is written next to it), sized, lazy. */
export function CommissionImage({
  commission,
  className,
}: {
  commission: Pick<Commission, 'image'>;
  className: string;
}) {
  return (
    <img
      src={commission.image}
      width={COMMISSION_IMAGE_SIZE.width}
      height={COMMISSION_IMAGE_SIZE.height}
      alt=""
      loading="lazy"
      decoding="async"
      className={className}
    />
  );
}

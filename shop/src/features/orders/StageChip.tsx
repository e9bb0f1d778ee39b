import Chip, { type ChipProps } from '@mui/material/Chip';
import type { OrderStage } from '../../../../common/orders';
import { useT } from '../../i18n';

const COLOUR: Record<OrderStage, ChipProps['color']> = {
  unpaid: 'warning',
  approval: 'info',
  to_ship: 'primary',
  delivery: 'secondary',
  completed: 'success',
  cancelled: 'default',
};

export function StageChip({ stage }: { stage: OrderStage }) {
  const t = useT();
  return <Chip size="small" color={COLOUR[stage]} label={t(`shop.orders.stages.${stage}`)} data-testid="order-stage" />;
}

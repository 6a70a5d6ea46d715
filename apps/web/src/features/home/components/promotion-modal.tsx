import type { Promotion } from '@/api/promotions.ts';
import { Modal } from '@/components/ui/modal.tsx';
import { PromotionDetails } from '@/components/promotion-details.tsx';

interface PromotionModalProps {
  promotion: Promotion | null;
  onClose: () => void;
}

export function PromotionModal({ promotion, onClose }: PromotionModalProps) {
  return (
    <Modal open={promotion !== null} onClose={onClose} title={promotion?.name ?? ''} className="modal--promo">
      {promotion && <PromotionDetails promotion={promotion} />}
    </Modal>
  );
}

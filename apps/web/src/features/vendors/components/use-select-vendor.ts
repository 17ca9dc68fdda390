import { ADMIN_TEXT, ALERT_MS } from '@soko/shared';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { alertSuccess, alertWarning } from '../../../lib/alerts.ts';
import { useSignedInUser } from '../../../lib/signed-in-user.ts';
import { selectActiveVendor } from '../api.ts';

/**
 * Makes a vendor the active one (docs/product.md section 7) and opens the active-vendor screen (or `path`, one of its tabs); a failure is
 * docs/product.md section 8's 'Vendor Error!!!' warning, kept for 60 s.
 */
export function useSelectVendor(path = '/vendors/active-vendor') {
  const admin = useSignedInUser();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (vendorId: string) => selectActiveVendor(admin._id, vendorId),
    onSuccess: async (user) => {
      if (user.activeVendor) alertSuccess(`${user.activeVendor.displayName} is now the active vendor`);
      await navigate(path);
    },
    onError: () => alertWarning(ADMIN_TEXT.vendorError, ALERT_MS.sticky),
  });
}

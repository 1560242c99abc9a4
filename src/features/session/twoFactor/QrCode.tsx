import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import { toString as qrCodeSvg } from 'qrcode';

const SIZE = 184;

/**
 * The otpauth address as a QR code for the authenticator app to scan, drawn here as SVG: the
 * secret it holds goes to no other service. Dark on white in either colour mode, as scanners
 * read best; centred by alignSelf, as a Stack's spacing resets side margins.
 */
export function QrCode({ value }: { value: string }) {
  const [source, setSource] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    qrCodeSvg(value, { type: 'svg', margin: 2 }).then(
      (svg) => current && setSource(`data:image/svg+xml,${encodeURIComponent(svg)}`),
      // The key as text, beside it, still sets the app up.
      () => current && setSource(null),
    );
    return () => {
      current = false;
    };
  }, [value]);
  return (
    <Box sx={{ width: SIZE, height: SIZE, alignSelf: 'center', bgcolor: '#fff', borderRadius: 1 }}>
      {source && (
        <img
          src={source}
          width={SIZE}
          height={SIZE}
          alt="QR code to scan with your authenticator app"
        />
      )}
    </Box>
  );
}

import { memo, useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SafeImage } from '@/components/SafeImage';

/** What the preview shows: the form's values as they are now, each image as a URL. */
export interface BannerPreviewValues {
  title: string;
  description: string;
  redirectUrl: string;
  desktopImage: string | null;
  mobileImage: string | null;
}

/**
 * The two widths customers see a banner at, and how each lays it out: its size, how far the
 * preview scales it down, the text's sizes and room, and the shade under the text.
 */
const VIEWPORTS = {
  desktop: {
    label: 'Desktop',
    size: { width: 1200, height: 400, scale: 0.5 },
    // Text on the left, over a shade that fades out toward the right.
    text: { title: 44, body: 20, padding: 7, justifyContent: 'center', maxWidth: '55%' },
    shade: 'linear-gradient(90deg, rgba(0,0,0,0.72) 0%, rgba(0,0,0,0.45) 55%, rgba(0,0,0,0) 80%)',
  },
  mobile: {
    label: 'Mobile',
    size: { width: 390, height: 260, scale: 0.6 },
    // Text at the bottom, over a shade that rises from it.
    text: { title: 26, body: 15, padding: 3, justifyContent: 'flex-end', maxWidth: '100%' },
    shade: 'linear-gradient(0deg, rgba(0,0,0,0.78) 0%, rgba(0,0,0,0.4) 65%, rgba(0,0,0,0.1) 100%)',
  },
} as const;

type Viewport = (typeof VIEWPORTS)[keyof typeof VIEWPORTS];

const clampLines = (lines: number) => ({
  display: '-webkit-box',
  WebkitLineClamp: lines,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

/** The banner at its real size, as the shop draws it: image, shaded text, a button if it links. */
function BannerArt({ viewport, image, values }: ArtProps) {
  const { size, text, shade } = viewport;
  const { width, height } = size;
  return (
    <Box sx={{ position: 'relative', width, height, overflow: 'hidden', bgcolor: 'grey.800' }}>
      <SafeImage
        src={image}
        alt={`${viewport.label} banner image`}
        width={width}
        height={height}
        loading="eager"
        sx={{ position: 'absolute', inset: 0, borderRadius: 0 }}
      />
      <Stack
        sx={{
          position: 'absolute',
          inset: 0,
          p: text.padding,
          color: '#fff',
          background: shade,
          justifyContent: text.justifyContent,
        }}
      >
        <Box sx={{ maxWidth: text.maxWidth }}>
          <Box sx={{ fontSize: text.title, fontWeight: 700, lineHeight: 1.15, ...clampLines(2) }}>
            {values.title.trim() || 'Banner title'}
          </Box>
          <Box sx={{ fontSize: text.body, mt: 1.5, lineHeight: 1.4, ...clampLines(3) }}>
            {values.description.trim() || 'Banner description'}
          </Box>
          {values.redirectUrl.trim() && (
            <Box
              component="span"
              sx={{
                display: 'inline-block',
                mt: 2.5,
                px: 3,
                py: 1.25,
                borderRadius: 2,
                bgcolor: '#fff',
                color: '#111',
                fontSize: text.body,
                fontWeight: 600,
              }}
            >
              Learn more
            </Box>
          )}
        </Box>
      </Stack>
    </Box>
  );
}

interface ArtProps {
  viewport: Viewport;
  image: string | null;
  values: BannerPreviewValues;
}

/** The width an element is laid out at, followed as it changes; undefined until measured. */
function useLaidOutWidth(element: HTMLElement | null) {
  const [width, setWidth] = useState<number>();
  useEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return width;
}

/**
 * One width's preview: the banner drawn at its real size, scaled down to fit the dialog; on a
 * screen narrower than that, scaled further to the width there is.
 */
function PreviewFrame({ viewport, ...art }: ArtProps) {
  const { label, size } = viewport;
  const { width, height, scale } = size;
  const [frame, setFrame] = useState<HTMLDivElement | null>(null);
  const laidOut = useLaidOutWidth(frame);
  const fit = laidOut ? Math.min(scale, laidOut / width) : scale;
  return (
    <Box component="figure" aria-label={`${label} preview, ${width} px wide`} sx={{ m: 0 }}>
      <Typography component="figcaption" variant="caption" color="text.secondary">
        {label} · {width} px
      </Typography>
      <Box
        ref={setFrame}
        sx={{
          width: '100%',
          maxWidth: width * scale,
          aspectRatio: `${width} / ${height}`,
          mt: 0.5,
          overflow: 'hidden',
          borderRadius: 1.5,
        }}
      >
        <Box sx={{ transform: `scale(${fit})`, transformOrigin: 'top left' }}>
          <BannerArt viewport={viewport} {...art} />
        </Box>
      </Box>
    </Box>
  );
}

/**
 * Live previews of the banner being edited, as customers will see it at desktop (1200 px) and
 * mobile (390 px) widths, before it is saved. Drawn again only when what it shows changes.
 */
export const BannerPreview = memo(function BannerPreview(values: BannerPreviewValues) {
  return (
    <Stack component="section" aria-label="Preview" spacing={1.5}>
      <Typography variant="subtitle2" component="h3">
        Preview
      </Typography>
      <PreviewFrame viewport={VIEWPORTS.desktop} image={values.desktopImage} values={values} />
      <PreviewFrame viewport={VIEWPORTS.mobile} image={values.mobileImage} values={values} />
    </Stack>
  );
});

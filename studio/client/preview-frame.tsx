// The preview: the site in a frame of the chosen width (1280 or 390 px), scaled down to fit the pane.
import { forwardRef, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export const PreviewFrame = forwardRef<HTMLIFrameElement, { width: number; initialAddress: string }>(function PreviewFrame({ width, initialAddress }, ref) {
  const { t } = useTranslation();
  const pane = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  useEffect(() => {
    const observer = new ResizeObserver(([entry]) => entry && setSize({ width: entry.contentRect.width, height: entry.contentRect.height }));
    observer.observe(pane.current!);
    return () => observer.disconnect();
  }, []);
  const scale = size.width ? Math.min(1, size.width / width) : 1;
  // The frame's first address only: the studio moves it by message from then on.
  const [src] = useState(initialAddress);
  return (
    <div ref={pane} className="preview-pane" data-width={width}>
      <iframe
        ref={ref}
        title={t('preview.frameTitle')}
        src={src}
        className="preview-frame"
        style={{ width, height: scale ? size.height / scale : size.height, transform: `scale(${scale})` }}
      />
      <div className="preview-scale" aria-hidden="true">
        {width} px{scale < 1 ? ` · ${Math.round(scale * 100)}%` : ''}
      </div>
    </div>
  );
});

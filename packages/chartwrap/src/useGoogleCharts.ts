import { useEffect, useState } from 'react';
import { isChartType, packageOf } from './chartTypes';
import { wantsChartWrapper } from './deprecated';
import { loadGoogleCharts } from './loader';
import type { GoogleNamespace } from './types';
import type { ChartHookArgs } from './liveChart';
import { useStableContent } from './useStableContent';

/**
 * Loads Google Charts with the packages this chart needs (its type's, the controls', the
 * editor's, and `chartPackages`); loads again when they change and on retry.
 */
export function useGoogleCharts(chart: ChartHookArgs): GoogleNamespace | undefined {
  const { props, live, reportError, attempt, setError } = chart;
  const { chartType } = props;
  const [google, setGoogle] = useState<GoogleNamespace>();
  const known = isChartType(chartType);
  const loadOptions = useStableContent({
    packages: (props.chartPackages || []).concat(
      known ? packageOf(chartType) : [],
      props.controls ? 'controls' : [],
      props.getChartEditor ? 'charteditor' : [],
    ),
    version: props.chartVersion,
    language: props.chartLanguage,
    mapsApiKey: props.mapsApiKey,
    loaderUrl: props.loaderUrl,
    timeout: props.loadTimeout,
  });
  useEffect(() => {
    let active = true;
    setError(null);
    if (known)
      loadGoogleCharts(loadOptions)
        .then((loaded) => {
          if (active) {
            setGoogle(loaded);
            const { onLoad } = live.props;
            // The two-parameter form waits for the ChartWrapper (see useChartWrapper).
            if (onLoad && !wantsChartWrapper(onLoad))
              (onLoad as (google: GoogleNamespace) => void)(loaded);
          }
        })
        .catch((error) => active && reportError(error, 'script'));
    else reportError(`Unknown chartType "${chartType}"`, 'chartType');
    return () => {
      active = false;
    };
  }, [known, chartType, loadOptions, attempt, reportError, setError, live]);
  return google;
}

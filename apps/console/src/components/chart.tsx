import { theme } from 'antd';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useMemo, useRef } from 'react';

echarts.use([LineChart, BarChart, GridComponent, TooltipComponent, LegendComponent, CanvasRenderer]);

export type ChartOption = echarts.EChartsCoreOption;

type Token = ReturnType<typeof theme.useToken>['token'];

/** ECharts' theme from antd's tokens: texts, axes, grid lines and the tooltip as the console's light or dark. */
function chartTheme(token: Token): object {
  const axis = {
    axisLine: { lineStyle: { color: token.colorBorder } },
    axisTick: { lineStyle: { color: token.colorBorder } },
    axisLabel: { color: token.colorTextSecondary },
    nameTextStyle: { color: token.colorTextSecondary },
    splitLine: { lineStyle: { color: [token.colorBorderSecondary] } },
  };
  return {
    backgroundColor: 'transparent',
    textStyle: { color: token.colorText },
    legend: { textStyle: { color: token.colorText }, inactiveColor: token.colorTextDisabled },
    tooltip: {
      backgroundColor: token.colorBgElevated,
      borderColor: token.colorBorder,
      textStyle: { color: token.colorText },
    },
    categoryAxis: axis,
    valueAxis: axis,
  };
}

/**
 * An ECharts chart (the modular build: line and bar, grid, tooltip, legend) that follows its box's size and
 * the console's light or dark theme (drawn again when it changes).
 */
export function Chart({ option, height = 320, label }: { option: ChartOption; height?: number; label: string }) {
  const { token } = theme.useToken();
  const look = useMemo(() => chartTheme(token), [token]);
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);
  useEffect(() => {
    if (!box.current) return;
    const c = echarts.init(box.current, look);
    chart.current = c;
    const resize = new ResizeObserver(() => c.resize());
    resize.observe(box.current);
    return () => {
      resize.disconnect();
      c.dispose();
      chart.current = null;
    };
  }, [look]);
  useEffect(() => {
    chart.current?.setOption(option, true);
  }, [option, look]);
  return <div ref={box} role="img" aria-label={label} style={{ width: '100%', height }} />;
}

import { DatePicker, parseDate, Portal, Text, type DateValue } from '@chakra-ui/react';
import { CalendarIcon } from '../icons';

type TProps = {
  /** 'YYYY-MM-DD' or ''. */
  from: string;
  to: string;
  onChange: (from: string, to: string) => void;
};

function toValue(from: string, to: string): DateValue[] {
  try {
    return [from, to].filter(Boolean).map((d) => parseDate(d));
  } catch {
    return [];
  }
}

/**
 * 更新时间 range of the history panel. A calendar in Chinese whatever the browser's own language (a native date
 * input follows the browser UI, so an English Chrome would show mm/dd/yyyy to a Chinese lawyer).
 */
export function DateRangeFilter({ from, to, onChange }: TProps) {
  return (
    <DatePicker.Root
      selectionMode="range"
      locale="zh-CN"
      size="sm"
      w="260px"
      startOfWeek={1}
      value={toValue(from, to)}
      onValueChange={(e) => {
        const [start, end] = e.value.map((d) => d.toString());
        onChange(start ?? '', end ?? '');
      }}
      format={(d) => d.toString()}
      data-testid="history-dates"
    >
      <DatePicker.Control bg="white">
        <DatePicker.Input index={0} placeholder="开始日期" aria-label="开始日期" data-testid="history-from" />
        <Text as="span" fontSize="xs" color="fg.muted" px="1">
          至
        </Text>
        <DatePicker.Input index={1} placeholder="结束日期" aria-label="结束日期" data-testid="history-to" />
        <DatePicker.IndicatorGroup>
          {(from || to) && <DatePicker.ClearTrigger aria-label="清除日期" />}
          <DatePicker.Trigger aria-label="选择日期">
            <CalendarIcon />
          </DatePicker.Trigger>
        </DatePicker.IndicatorGroup>
      </DatePicker.Control>
      <Portal>
        <DatePicker.Positioner>
          <DatePicker.Content>
            <DatePicker.View view="day">
              <DatePicker.Header />
              <DatePicker.DayTable />
            </DatePicker.View>
            <DatePicker.View view="month">
              <DatePicker.Header />
              <DatePicker.MonthTable />
            </DatePicker.View>
            <DatePicker.View view="year">
              <DatePicker.Header />
              <DatePicker.YearTable />
            </DatePicker.View>
          </DatePicker.Content>
        </DatePicker.Positioner>
      </Portal>
    </DatePicker.Root>
  );
}

import LifecycleCore

/// Placeholder: the SVG timeline of a run (issue 7).
public enum TimelineSVG {}

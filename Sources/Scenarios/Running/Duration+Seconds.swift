extension Duration {
  /// The duration in seconds, as reports print it (`duration:` of a
  /// result, the run's total) and as `DispatchTime` takes a delay.
  ///
  ///     Duration.milliseconds(1500).inSeconds   // 1.5
  package var inSeconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) + Double(attoseconds) / 1e18
  }
}
